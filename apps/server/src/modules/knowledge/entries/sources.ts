import type { KnowledgeSource } from '../knowledge-entry';

/** The date the entries were last checked against their sources. */
export const REVIEWED = '2026-11-22';

/** A Texas Railroad Commission Statewide Rule (16 TAC chapter 3), by rule number. */
export function texasRule(rule: number, name: string): KnowledgeSource {
  return {
    title: `16 TAC §3.${rule} (Statewide Rule ${rule}), ${name}`,
    url: `https://www.law.cornell.edu/regulations/texas/16-Tex-Admin-Code-SS-3-${rule}`,
  };
}

/** A part of the Code of Federal Regulations on eCFR. */
export function cfrPart(title: number, part: string, name: string): KnowledgeSource {
  return {
    title: `${title} CFR part ${part}, ${name}`,
    url: `https://www.ecfr.gov/current/title-${title}/part-${part}`,
  };
}

/** A subpart of the Code of Federal Regulations on eCFR. */
export function cfrSubpart(
  title: number,
  part: string,
  subpart: string,
  name: string,
): KnowledgeSource {
  return {
    title: `${title} CFR part ${part} subpart ${subpart}, ${name}`,
    url: `https://www.ecfr.gov/current/title-${title}/part-${part}/subpart-${subpart}`,
  };
}

/** A section of the Code of Federal Regulations on eCFR. */
export function cfrSection(title: number, section: string, name: string): KnowledgeSource {
  return {
    title: `${title} CFR §${section}, ${name}`,
    url: `https://www.ecfr.gov/current/title-${title}/section-${section}`,
  };
}

export const RRC_FORMS: KnowledgeSource = {
  title: 'Railroad Commission of Texas, Oil and Gas Forms',
  url: 'https://www.rrc.texas.gov/oil-and-gas/oil-and-gas-forms/',
};

export const API_STANDARDS: KnowledgeSource = {
  title: 'American Petroleum Institute, Standards catalogue',
  url: 'https://www.api.org/products-and-services/standards',
};
