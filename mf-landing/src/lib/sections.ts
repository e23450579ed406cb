/** Anchors of the landing page, in page order: the header and the footer link to them. */
export const SECTION_IDS = {
  features: 'recursos',
  pricing: 'planos',
  testimonials: 'depoimentos',
  faq: 'faq',
  contact: 'contato',
} as const;

export interface SectionLink {
  id: string;
  label: string;
}

export const SECTION_LINKS: readonly SectionLink[] = [
  { id: SECTION_IDS.features, label: 'Recursos' },
  { id: SECTION_IDS.pricing, label: 'Planos' },
  { id: SECTION_IDS.testimonials, label: 'Depoimentos' },
  { id: SECTION_IDS.faq, label: 'FAQ' },
  { id: SECTION_IDS.contact, label: 'Contato' },
];
