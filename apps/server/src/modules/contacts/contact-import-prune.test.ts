import type { ContactImportStatusName } from "@consola/shared";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contactImportRejections, contactImports } from "../../db/schema/index.js";
import { insertContactImport, insertRejections } from "./contact-import.repo.js";
import { pruneContactImports } from "./contact-import.service.js";

const t = routeTestWorld({ businesses: false });

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

/** An import in `status`, its times set back, with a stored file and one rejected row holding a number. */
async function importOf(
  businessId: number,
  userId: number,
  status: ContactImportStatusName,
  times: { createdAt: Date; updatedAt: Date; finishedAt: Date | null },
) {
  const file = await t.deps.media.save(
    businessId,
    Buffer.from("Teléfono\n8112345678\nno es número\n"),
    "text/csv",
  );
  const row = await insertContactImport(t.deps.db, {
    businessId,
    userId,
    fileKey: file.key,
    fileName: "clientes.csv",
    fileSize: file.size,
    format: "csv",
    csvOptions: { delimiter: ",", encoding: "utf-8" },
    columns: ["Teléfono"],
  });
  await insertRejections(t.deps.db, row.id, [
    { rowNumber: 3, reason: "El número no es válido", cells: ["no es número 8112345678"] },
  ]);
  await t.deps.db
    .update(contactImports)
    .set({ status, ...times })
    .where(eq(contactImports.id, row.id));
  return { id: row.id, fileKey: file.key };
}

const fileExists = (key: string) =>
  t.deps.media.read(key).then(
    () => true,
    () => false,
  );

describe("pruneContactImports", () => {
  it("removes imports a week after they ended, with their rejected rows, and uploads never started after a day", async () => {
    const owners = [];
    // One running import per business (contact_imports_one_running): the two runs belong to two businesses.
    for (let i = 0; i < 2; i++) {
      const business = await createBusiness(t.deps.db);
      const admin = await createUser(t.deps.db, { role: "ProviderAdmin", businessId: business.id });
      owners.push({ businessId: business.id, userId: admin.id });
    }
    const [first, second] = owners as [(typeof owners)[number], (typeof owners)[number]];
    const make = (
      status: ContactImportStatusName,
      ageHours: number,
      options: { ended?: boolean; owner?: typeof first } = {},
    ) => {
      const { businessId, userId } = options.owner ?? first;
      return importOf(businessId, userId, status, {
        createdAt: hoursAgo(ageHours + 1),
        updatedAt: hoursAgo(ageHours),
        finishedAt: (options.ended ?? true) ? hoursAgo(ageHours) : null,
      });
    };

    const oldDone = await make("done", 8 * 24);
    const oldFailed = await make("failed", 7 * 24 + 1);
    const recentDone = await make("done", 6 * 24);
    // A run that stopped moving a week ago died with its process; a running one is left alone.
    const deadRun = await make("running", 8 * 24, { ended: false });
    const liveRun = await make("running", 0, { ended: false, owner: second });
    const abandoned = await make("ready", 25, { ended: false });
    const waiting = await make("ready", 1, { ended: false });

    expect(await pruneContactImports(t.deps)).toBe(4);
    expect(await pruneContactImports(t.deps)).toBe(0);

    const allIds = [oldDone, oldFailed, recentDone, deadRun, liveRun, abandoned, waiting].map(
      (job) => job.id,
    );
    const left = await t.deps.db
      .select({ id: contactImports.id })
      .from(contactImports)
      .where(inArray(contactImports.id, allIds));
    expect(left.map((row) => row.id).sort()).toEqual([recentDone.id, liveRun.id, waiting.id].sort());
    const rejections = await t.deps.db
      .select({ importId: contactImportRejections.importId })
      .from(contactImportRejections)
      .where(inArray(contactImportRejections.importId, allIds));
    expect(rejections.map((row) => row.importId).sort()).toEqual(
      [recentDone.id, liveRun.id, waiting.id].sort(),
    );
    expect(await fileExists(abandoned.fileKey)).toBe(false);
    expect(await fileExists(deadRun.fileKey)).toBe(false);
    expect(await fileExists(waiting.fileKey)).toBe(true);
    expect(await fileExists(liveRun.fileKey)).toBe(true);
  });

  it("two prunes at once remove each import once", async () => {
    const business = await createBusiness(t.deps.db);
    const admin = await createUser(t.deps.db, { role: "ProviderAdmin", businessId: business.id });
    for (let i = 0; i < 5; i++) {
      await importOf(business.id, admin.id, "done", {
        createdAt: hoursAgo(9 * 24),
        updatedAt: hoursAgo(8 * 24),
        finishedAt: hoursAgo(8 * 24),
      });
    }
    const [one, two] = await Promise.all([pruneContactImports(t.deps), pruneContactImports(t.deps)]);
    expect(one + two).toBe(5);
    expect(
      await t.deps.db.select().from(contactImports).where(eq(contactImports.businessId, business.id)),
    ).toEqual([]);
  });
});
