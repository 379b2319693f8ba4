import { useChosenBusiness } from "../../../data/businesses/use-chosen-business";
import { BusinessPanelFrame } from "../components/business-panel-frame";
import { ConfigCardGrid } from "../components/config-card-grid";
import { panelCards } from "../config-cards";

/** /admin/business/panel: pick a business, then its configuration menu (spec section 2). */
export function BusinessPanelPage() {
  const { businessId } = useChosenBusiness();
  return (
    <BusinessPanelFrame isMenu>
      {businessId !== null && <ConfigCardGrid cards={panelCards(businessId)} />}
    </BusinessPanelFrame>
  );
}
