import {
  BUSINESS_MANAGER_ROLES,
  type ContactPage,
  SEGMENT_MESSAGES,
  SEGMENT_PREVIEW_ROWS,
  SEGMENTS_PER_BUSINESS_MAX,
  type Segment,
  type SegmentConditions,
} from "@consola/shared";
import type { Executor } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { businessClock } from "../../time/business-time.js";
import { auditedBy, auditedSave, recordAudit } from "../audit/audit.js";
import { getBusiness } from "../business/business.repo.js";
import { fieldsOf } from "../contact-fields/contact-fields.repo.js";
import { toListItem } from "./contact-list-item.js";
import { pageOfContacts } from "./contact-pages.js";
import type { ContactFilter } from "./filtered-contact-pages.js";
import { checkedConditions, conditionsSql, type SegmentContext } from "./segment-conditions.js";
import {
  deleteSegment,
  findSegment,
  insertSegment,
  segmentCount,
  segmentsOf,
  updateSegment,
} from "./segments.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Every open console of the business reads the segments again. */
const announce = (events: PendingEvents, businessId: number) =>
  events.add("config.changed", { businessId, what: "segments" });

async function contextOf(db: Executor, businessId: number): Promise<SegmentContext> {
  const [business, fields] = await Promise.all([getBusiness(db, businessId), fieldsOf(db, businessId)]);
  return { businessId, fields, country: business.phoneCountry, clock: businessClock(business) };
}

/**
 * A saved segment's members as SQL conditions on contacts, checked against today's fields (a field removed
 * since says so in a 400 rather than quietly widening the audience). 404 for another business's segment.
 */
export async function segmentFilters(
  db: Executor,
  businessId: number,
  segmentId: number,
): Promise<ContactFilter[]> {
  const segment = await findSegment(db, businessId, segmentId);
  if (!segment) throw new NotFoundError(SEGMENT_MESSAGES.unknownSegment);
  const context = await contextOf(db, businessId);
  return conditionsSql(checkedConditions(segment.conditions, context), context);
}

/** Everyone in the business reads them: the contacts screen's segment tab. */
export async function listSegments(deps: Pick<AppDeps, "db">, auth: AuthContext): Promise<Segment[]> {
  const member = requireBusinessMember(auth);
  return segmentsOf(deps.db, member.businessId);
}

/** CountSegment: how many contacts the conditions being built take in, and the first of them. */
export async function countSegment(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { conditions: SegmentConditions },
): Promise<ContactPage> {
  const member = requireBusinessMember(auth);
  const context = await contextOf(deps.db, member.businessId);
  const filters = conditionsSql(checkedConditions(input.conditions, context), context);
  const { rows, ...count } = await pageOfContacts(deps.db, member.businessId, {
    search: undefined,
    take: SEGMENT_PREVIEW_ROWS,
    skip: 0,
    filters,
  });
  return { ...count, items: rows.map(toListItem) };
}

/** SaveSegment: creates, or changes the segment when an id is given (admins and supervisors). */
export async function saveSegment(
  deps: Deps,
  auth: AuthContext,
  input: { id?: number | undefined; name: string; conditions: SegmentConditions; ip: string },
): Promise<Segment> {
  requireRole(auth, BUSINESS_MANAGER_ROLES);
  const member = requireBusinessMember(auth);
  const { businessId } = member;
  const conditions = checkedConditions(input.conditions, await contextOf(deps.db, businessId));
  const values = { name: input.name, conditions };
  try {
    return await transact(deps, async (tx, events) => {
      const saved = await auditedSave(
        tx,
        { ...member, ip: input.ip },
        { entity: "segment", id: input.id },
        {
          insert: async (inner) => {
            if ((await segmentCount(inner, businessId)) >= SEGMENTS_PER_BUSINESS_MAX) {
              throw new ValidationError(SEGMENT_MESSAGES.tooManyInBusiness);
            }
            return insertSegment(inner, businessId, { ...values, createdByUserId: member.userId });
          },
          update: (inner, id) => updateSegment(inner, businessId, id, values),
        },
        (row) => ({ name: row.name }),
      );
      announce(events, businessId);
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error, "segments_business_name_unique")) {
      throw new ValidationError(SEGMENT_MESSAGES.nameTaken);
    }
    throw error;
  }
}

/** RemoveSegment (admins and supervisors). */
export async function removeSegment(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; ip: string },
): Promise<{ id: number }> {
  requireRole(auth, BUSINESS_MANAGER_ROLES);
  const member = requireBusinessMember(auth);
  return transact(deps, async (tx, events) => {
    if (!(await deleteSegment(tx, member.businessId, input.id))) throw new NotFoundError();
    await recordAudit(tx, {
      ...auditedBy(member),
      action: "segment_removed",
      entity: "segment",
      entityId: input.id,
      ip: input.ip,
    });
    announce(events, member.businessId);
    return { id: input.id };
  });
}
