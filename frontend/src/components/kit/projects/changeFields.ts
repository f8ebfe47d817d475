// What a fundraising project's change request (/SJ, /SJM) starts from: the item's current values.
/** The item fields a project's change request starts from (/SJ adds its budget), blanks as ''. */
export function projectChangeFields(p: {
  title: string;
  summary?: string | null;
  description?: string | null;
  cover?: string | null;
  images?: string[] | null;
  fund_end?: string | null;
  target_amount?: string | null;
  lead_name?: string | null;
  lead_phone?: string | null;
}) {
  return {
    title: p.title,
    summary: p.summary ?? '',
    description: p.description ?? '',
    cover: p.cover ?? '',
    images: p.images ?? [],
    fund_end: p.fund_end ?? '',
    target_amount: p.target_amount ?? '',
    lead_name: p.lead_name ?? '',
    lead_phone: p.lead_phone ?? '',
  };
}
