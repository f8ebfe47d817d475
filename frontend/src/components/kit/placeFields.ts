// The fields every area's rows and forms spell the same way: who owns an item and where it takes
// place (the platform joins the region into `region_text` for lists).

/** A list row's organisation and region. */
export interface OrgPlaceRow {
  org_id: number;
  org_name: string;
  province: string | null;
  city: string | null;
  district: string | null;
  region_text: string | null;
}

/** A fundraising form's place and money, as the API takes them (what is typed, unchecked). */
export interface RaisingPayload {
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  target_amount?: string;
  fund_start?: string;
  fund_end?: string;
}
