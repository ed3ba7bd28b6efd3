import type { KnowledgeSource } from '../knowledge-entry';

/** The date the entries were last checked against their sources. */
export const REVIEWED = '2026-11-22';

/** The date the drilling, completion and production-troubleshooting entries were checked. */
export const FIELD_REVIEWED = '2026-11-29';

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

/** A term of the SLB Energy Glossary (`sand control` → …/terms/s/sand_control). */
export function slbGlossary(term: string): KnowledgeSource {
  const slug = term.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return {
    title: `SLB Energy Glossary: ${term}`,
    url: `https://glossary.oilfield.slb.com/en/terms/${slug.charAt(0)}/${slug}`,
  };
}

/** A PetroWiki page (`Perforating_design` → PetroWiki: Perforating design), with what of it is cited. */
export function petroWiki(page: string, topics?: string): KnowledgeSource {
  return {
    title: `PetroWiki: ${page.replace(/_/g, ' ')}${topics === undefined ? '' : ` (${topics})`}`,
    url: `https://petrowiki.spe.org/${page}`,
  };
}

/** A paper of the Society of Petroleum Engineers, by its DOI (`10.2118/…`). */
export function spePaper(citation: string, doi: string): KnowledgeSource {
  return { title: citation, url: `https://doi.org/${doi}` };
}

/** A standard in the American Petroleum Institute's catalogue. */
export function apiStandard(title: string): KnowledgeSource {
  return { title, url: API_STANDARDS.url };
}

/** Well control operations: shut-in, kill and stripping practice. */
export const API_RP_59 = apiStandard('API RP 59, Recommended Practice for Well Control Operations');

/** Well control equipment and its testing (replaced RP 53 in 2012). */
export const API_53 = apiStandard('API Std 53, Well Control Equipment Systems for Drilling Wells');

/** Well-logging sealed sources: the operator's agreement with the licensee (source retrieval). */
export const NRC_LOGGING_AGREEMENT = cfrSection(
  10,
  '39.15',
  'Agreement with well owner or operator (well-logging sealed sources)',
);

/** Well-logging sealed sources lost or stuck: notification and abandonment. */
export const NRC_LOST_SOURCE = cfrSection(
  10,
  '39.77',
  'Notification of incidents and lost sources; abandonment procedures for irretrievable sources',
);

export const OSHA_OIL_AND_GAS: KnowledgeSource = {
  title: 'OSHA, Oil and Gas Well Drilling and Servicing eTool',
  url: 'https://www.osha.gov/etools/oil-and-gas',
};

/** OSHA's hydrogen sulfide pages: hazards, exposure limits and evaluating exposure. */
export const OSHA_H2S: KnowledgeSource = {
  title: 'OSHA, Hydrogen Sulfide: hazards, exposure limits and evaluating exposure',
  url: 'https://www.osha.gov/hydrogen-sulfide',
};

export const SLB_VOLUMETRIC: KnowledgeSource = {
  title: 'SLB Energy Glossary: volumetric method (well control)',
  url: 'https://glossary.oilfield.slb.com/en/terms/v/volumetric_method',
};

export const OSHA_OIL_AND_GAS_HAZARDS: KnowledgeSource = {
  title:
    'OSHA, Oil and Gas Extraction: safety hazards (fires and explosions, struck-by, confined spaces)',
  url: 'https://www.osha.gov/oil-and-gas-extraction/hazards',
};

export const OSHA_NIOSH_TANK_GAUGING: KnowledgeSource = {
  title:
    'OSHA and NIOSH Hazard Alert: health and safety risks for workers involved in manual tank gauging and sampling at oil and gas extraction sites',
  url: 'https://www.osha.gov/sites/default/files/publications/OSHA3843.pdf',
};

export const OSHA_CONFINED_SPACES: KnowledgeSource = {
  title: 'OSHA, Confined spaces (permit-required confined spaces, rescue)',
  url: 'https://www.osha.gov/confined-spaces',
};

export const KELLAND: KnowledgeSource = {
  title: 'M. A. Kelland, Production Chemicals for the Oil and Gas Industry (CRC Press)',
  url: 'https://doi.org/10.1201/9781420092974',
};

/** OSHA's page on the control of hazardous energy (lockout/tagout). */
export const OSHA_HAZARDOUS_ENERGY: KnowledgeSource = {
  title: 'OSHA, Control of Hazardous Energy (lockout/tagout)',
  url: 'https://www.osha.gov/control-hazardous-energy',
};

/** UK HSE guidance on isolating plant before breaking containment. */
export const HSE_HSG253: KnowledgeSource = {
  title:
    'UK HSE, HSG253 The safe isolation of plant and equipment (positive, proved and non-proved isolation; double block and bleed; proving the isolation before breaking containment)',
  url: 'https://www.hse.gov.uk/pubns/books/hsg253.htm',
};
