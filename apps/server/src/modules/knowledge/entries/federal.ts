import type { KnowledgeEntry } from '../knowledge-entry';
import { REVIEWED, cfrPart, cfrSection, cfrSubpart } from './sources';

const BLM_ONSHORE_ORDERS = {
  title: 'BLM, Onshore Oil and Gas Orders and 43 CFR 3170 regulations',
  url: 'https://www.blm.gov/programs/energy-and-minerals/oil-and-gas/operations-and-production/onshore-orders',
};

const EPA_OIL_GAS_AIR = {
  title: 'EPA, Controlling Air Pollution from the Oil and Natural Gas Industry',
  url: 'https://www.epa.gov/controlling-air-pollution-oil-and-natural-gas-operations',
};

const METHANE_RULE_STATUS =
  'EPA extended several OOOOb and OOOOc deadlines by an interim final rule of 31 July 2025 (90 FR 35966), later finalised, and is reconsidering the 2024 methane rule.';

/** Federal onshore (BLM, ONRR), offshore (BSEE) and EPA requirements. */
export const federalEntries: readonly KnowledgeEntry[] = [
  {
    id: 'blm-apd-3160-3',
    title: 'Federal onshore drilling permit: BLM Application for Permit to Drill (Form 3160-3)',
    area: 'federal-regulatory',
    aliases: [
      'drill on BLM land',
      'drilling on federal land',
      'APD',
      'application for permit to drill',
      '3160-3',
      'Form 3160-3',
      'BLM drilling permit',
      'federal drilling permit',
      'federal lease',
      'Indian lease',
      'tribal lease',
      'Onshore Order 1',
      '43 CFR 3171',
      '3162.3-1',
      'AFMSS',
      'surface use plan',
      'drilling plan',
    ],
    summary:
      'Drilling on a federal or Indian onshore lease needs an approved APD on BLM Form 3160-3 under 43 CFR 3162.3-1 and subpart 3171 (which replaced Onshore Order 1), filed electronically with a drilling plan, surface use plan and bond.',
    body: `**When:** before drilling, deepening or re-entering a well on a federal or Indian onshore lease (including federal minerals under private surface, "split estate").

**The APD package (Form 3160-3, 43 CFR subpart 3171)**
- **Drilling plan:** geology and expected zones, casing and cement, pressure control (BOP) equipment and tests, mud program, expected pressures and hazards such as H2S.
- **Surface use plan of operations:** access roads, pad layout, water source, waste handling, reclamation; surface-owner agreement for split estate.
- Evidence of **bond** coverage, operator certification, survey plat, and the **APD fee** (set each fiscal year — check the current amount).

**Process**
- File electronically through BLM's AFMSS system; the rule expects filing **at least 30 days** before you want to start, but allow longer for NEPA review, the onsite inspection with BLM and the surface managing agency, and consultations (cultural, wildlife).
- An approved APD is generally valid for **two years**; extensions are limited.
- Changes after approval go on a **sundry notice (Form 3160-5)**.

State requirements still apply in parallel (for example a state drilling permit and spacing).`,
    sources: [
      cfrSection(43, '3162.3-1', 'Drilling applications and plans'),
      cfrSubpart(43, '3170', '3171', 'Approval of Operations'),
      BLM_ONSHORE_ORDERS,
    ],
    lastReviewed: REVIEWED,
    related: ['blm-sundry-completion-reports', 'blm-measurement-3173-3175'],
  },
  {
    id: 'blm-sundry-completion-reports',
    title: 'BLM sundry notices (Form 3160-5) and completion reports (Form 3160-4)',
    area: 'federal-regulatory',
    aliases: [
      '3160-5',
      'Form 3160-5',
      'sundry notice',
      'notice of intent',
      'subsequent report',
      '3160-4',
      'Form 3160-4',
      'well completion report federal',
      'recompletion report',
      '3162.4-1',
      'BLM workover approval',
      'BLM plugging',
    ],
    summary:
      'On federal and Indian onshore leases, changes to approved operations go to BLM on Sundry Notices (Form 3160-5) — notice of intent before, subsequent report after — and a completion or recompletion report (Form 3160-4) is due within 30 days of completing the well.',
    body: `**Form 3160-5, Sundry Notices and Reports on Wells**
- **Notice of intent** — approval needed *before* work such as changing the approved drilling plan, recompleting, sidetracking, plugging and abandoning, some workovers, changing the produced-water disposal method, or temporary abandonment.
- **Subsequent report** — describes work *after* it is done (for example a completed workover, plugging, or first production).
- Routine maintenance that does not change the well's configuration usually does not need a notice; check the conditions of approval.

**Form 3160-4, Well Completion or Recompletion Report and Log**
- Due **within 30 days** after completing or recompleting a well (43 CFR 3162.4-1), with logs, tests and directional surveys.

**Filing:** electronically through BLM's AFMSS / Well Information System. Keep copies with the lease records; BLM inspectors compare them with what they find on location.`,
    sources: [
      cfrSection(43, '3162.3-2', 'Subsequent well operations'),
      cfrSection(43, '3162.4-1', 'Well records and reports'),
      BLM_ONSHORE_ORDERS,
    ],
    lastReviewed: REVIEWED,
    related: ['blm-apd-3160-3', 'onrr-royalty-reporting'],
  },
  {
    id: 'blm-measurement-3173-3175',
    title: 'Federal onshore site security and measurement: 43 CFR 3173, 3174 and 3175',
    area: 'federal-regulatory',
    aliases: [
      '43 CFR 3173',
      '43 CFR 3174',
      '43 CFR 3175',
      'Onshore Order 3',
      'Onshore Order 4',
      'Onshore Order 5',
      'site security',
      'facility measurement point',
      'FMP',
      'seals',
      'site facility diagram',
      'commingling approval',
      'BLM gas measurement',
      'BLM oil measurement',
      'electronic flow computer',
    ],
    summary:
      'BLM measurement rules replaced Onshore Orders 3, 4 and 5: subpart 3173 covers site security (seals, facility measurement points, diagrams, commingling), 3174 oil measurement and 3175 gas measurement.',
    body: `**Subpart 3173 — site security and production accountability** (replaced Onshore Order 3)
- Every point where royalty is measured is a **facility measurement point (FMP)** approved by BLM.
- **Seal** sales and drain valves on tanks holding federal production; keep seal and run-ticket records.
- Keep a current **site facility diagram**; commingling and off-lease measurement need prior approval.

**Subpart 3174 — oil measurement** (replaced Order 4)
- Tank gauging and run tickets, LACT units and Coriolis measurement systems, with proving, sampling and temperature/gravity correction by API MPMS methods at the frequencies the rule sets.

**Subpart 3175 — gas measurement** (replaced Order 5)
- Orifice meters (AGA Report No. 3 / API MPMS 14.3), approved electronic flow computers and other devices, with **inspection, verification and sampling frequencies tiered by volume**; gas analyses for heating value.

**Tip:** most federal-lease compliance findings are seal records, missing diagrams and overdue meter verifications — keep a calendar per FMP.`,
    sources: [
      cfrSubpart(43, '3170', '3173', 'Requirements for Site Security and Production Handling'),
      cfrSubpart(43, '3170', '3174', 'Measurement of Oil'),
      cfrSubpart(43, '3170', '3175', 'Measurement of Gas'),
      BLM_ONSHORE_ORDERS,
    ],
    lastReviewed: REVIEWED,
    related: ['fac-lact-units', 'onrr-royalty-reporting'],
  },
  {
    id: 'blm-venting-flaring-3179',
    title:
      'Venting and flaring on federal leases: 43 CFR subpart 3179 (waste prevention, royalty-free use)',
    area: 'federal-regulatory',
    aliases: [
      '43 CFR 3179',
      'subpart 3179',
      'BLM flaring',
      'BLM venting',
      'waste prevention rule',
      'royalty-free use',
      'avoidably lost gas',
      'unavoidably lost',
      'NTL-4A',
      'waste minimization plan',
      'federal flaring',
    ],
    summary:
      'On federal and Indian onshore leases, gas vented or flared is royalty-bearing unless it is "unavoidably lost" under 43 CFR subpart 3179; the 2024 rule added waste-minimisation plans, flaring limits and leak detection, and its status should be confirmed.',
    body: `**The idea:** gas produced from federal and Indian leases that is wasted — vented or flared when it could have been captured — is "avoidably lost" and owes royalty. Gas used on the lease for operations (royalty-free use) or lost in the circumstances the rule lists (emergencies, some well tests, limited volumes) is "unavoidably lost" and royalty-free.

**What subpart 3179 (as revised in 2024) addresses**
- Royalty-free on-lease use and measurement or estimation of vented and flared volumes.
- A **waste minimisation plan** submitted with APDs for oil wells, showing how associated gas will be captured.
- Limits on flaring of associated gas beyond the allowed volumes or periods, and approval needs for longer flaring.
- Leak detection and repair and equipment standards on federal leases, unless EPA or state rules cover them.

**Reporting:** vented and flared volumes are reported to ONRR on the OGOR with the correct disposition codes.

The 2016 version of this rule was rescinded and litigated; the 2024 rule (89 FR 25378, 10 April 2024) has also been challenged.`,
    sources: [
      cfrSubpart(43, '3170', '3179', 'Waste Prevention and Resource Conservation'),
      BLM_ONSHORE_ORDERS,
    ],
    lastReviewed: REVIEWED,
    statusNote:
      'BLM rewrote subpart 3179 in April 2024; the rule has been challenged in court and federal methane and royalty policy changed in 2025.',
    related: ['rrc-swr32-flaring', 'onrr-royalty-reporting'],
  },
  {
    id: 'onrr-royalty-reporting',
    title: 'Federal royalty and production reporting to ONRR (ONRR-2014 and OGOR)',
    area: 'federal-regulatory',
    aliases: [
      'ONRR',
      'Office of Natural Resources Revenue',
      'ONRR-2014',
      'OGOR',
      'ONRR-4054',
      'federal royalty',
      'royalty reporting',
      'royalty payment',
      'Indian royalty',
      'oil and gas operations report',
    ],
    summary:
      'Federal and Indian lease production and royalties are reported monthly to the Office of Natural Resources Revenue: royalties on Form ONRR-2014 and production and disposition on the Oil and Gas Operations Report (OGOR, ONRR-4054).',
    body: `**Two monthly streams**
- **Royalty report and payment (Form ONRR-2014)** — by the lease payor: sales volumes, values, allowances (transportation, processing) and royalty due per lease or agreement.
- **Oil and Gas Operations Report (OGOR, Form ONRR-4054)** — by the operator: each well's production, inventory and **disposition** (sold, used on lease, vented, flared, injected).

**Rules of thumb**
- Report and pay on time; late payments accrue interest, and errors draw civil penalties.
- OGOR dispositions must agree with BLM measurement (facility measurement points) and with royalty reports; ONRR runs cross-checks.
- Valuation follows 30 CFR parts 1206 (product valuation) and 1210 (forms and reports); allowances have limits and documentation needs.
- Register electronically with ONRR before first production; keep records for the audit period.`,
    sources: [
      { title: 'Office of Natural Resources Revenue (ONRR)', url: 'https://www.onrr.gov/' },
      cfrPart(30, '1210', 'Forms and Reports'),
    ],
    lastReviewed: REVIEWED,
    related: ['blm-measurement-3173-3175', 'blm-venting-flaring-3179'],
  },
  {
    id: 'bsee-well-permits-subpart-d',
    title: 'Offshore drilling and well permits: BSEE 30 CFR 250 subpart D (APD and APM in eWell)',
    area: 'federal-regulatory',
    aliases: [
      'BSEE',
      'OCS',
      'outer continental shelf',
      'offshore drilling permit',
      'offshore APD',
      'APM',
      'application for permit to modify',
      'eWell',
      '30 CFR 250',
      'subpart D',
      'BSEE-0123',
      'BSEE-0124',
      'Gulf of America',
      'Gulf of Mexico',
      'offshore well control',
    ],
    summary:
      'On the outer continental shelf, BSEE must approve an Application for Permit to Drill and, for later changes, an Application for Permit to Modify, submitted through eWell under 30 CFR 250 subpart D; well-control and BOP requirements sit in subpart G.',
    body: `**Subpart D — oil and gas drilling operations** covers well design and permitting on federal offshore leases.
- **APD** (Form BSEE-0123 with supplements): well design, casing and cementing, drilling fluids, pressure-containment and shallow-hazard analyses, BOP configuration, rig information. Requires an approved exploration or development plan from BOEM.
- **APM** (Form BSEE-0124): approval before modifying a well — sidetracks, completions, workovers, plugging — with the procedure and equipment.
- Submit through **eWell**, BSEE's electronic permitting and reporting system, with the engineering certifications the rule requires; weekly activity reports and end-of-operations reports follow.
- Well-control equipment and testing (BOPs, well-control rule) are in **subpart G**; decommissioning in subpart Q.

**Practical point:** allow time for BSEE district review and questions; keep the approved permit conditions on the rig.`,
    sources: [
      cfrSubpart(30, '250', 'D', 'Oil and Gas Drilling Operations'),
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment'),
      {
        title: 'Bureau of Safety and Environmental Enforcement (BSEE)',
        url: 'https://www.bsee.gov/',
      },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['bsee-sems', 'bsee-flaring-venting'],
  },
  {
    id: 'bsee-flaring-venting',
    title: 'Offshore flaring and venting: 30 CFR 250.1160 (BSEE)',
    area: 'federal-regulatory',
    aliases: [
      '250.1160',
      '30 CFR 250.1160',
      'offshore flaring',
      'offshore venting',
      'BSEE flaring',
      'flare meter',
      '250.1163',
      'OCS flaring',
    ],
    summary:
      'On the outer continental shelf you may flare or vent gas only in the situations and durations 30 CFR 250.1160 allows; longer or larger volumes need BSEE approval, and large facilities must meter flared and vented gas.',
    body: `**The rule:** gas (and oil-well gas) must be conserved; flaring or venting is allowed only in the circumstances listed in §250.1160 — for example short periods during equipment failures or emergencies, well tests and unloading, and small volumes that cannot be economically recovered — each with limits on duration or volume. Beyond those, the Regional Supervisor must approve it in advance.

**Other points**
- Flare rather than vent where practical; H2S-bearing gas has extra requirements.
- Facilities above the throughput in §250.1163 must install **flare/vent meters**; all flared and vented volumes are recorded and reported.
- Excessive or unapproved flaring can be charged royalty and draws incidents of non-compliance.

Check the current section text for the exact time and volume limits before relying on them.`,
    sources: [
      cfrSection(30, '250.1160', 'When may I flare or vent gas?'),
      cfrSection(30, '250.1163', 'How must I measure gas flaring or venting volumes?'),
    ],
    lastReviewed: REVIEWED,
    related: ['bsee-well-permits-subpart-d', 'fac-flares-combustors'],
  },
  {
    id: 'bsee-sems',
    title: 'Safety and Environmental Management Systems (SEMS): 30 CFR 250 subpart S',
    area: 'federal-regulatory',
    aliases: [
      'SEMS',
      'safety and environmental management system',
      'subpart S',
      'API RP 75',
      'stop work authority',
      'ultimate work authority',
      'SEMS audit',
      'audit service provider',
      'job safety analysis',
      'JSA',
      'management of change',
      'MOC',
    ],
    summary:
      'Offshore operators must run a SEMS program under 30 CFR 250 subpart S, based on API RP 75, covering hazards analysis, management of change, procedures, training, mechanical integrity, stop-work and ultimate-work authority, with an independent audit every three years.',
    body: `**What:** a written, implemented management system for all OCS oil, gas and sulphur operations and the facilities regulated under BSEE, built on **API RP 75**.

**Core elements**
- Safety and environmental information; **hazards analysis** (facility) and **job safety analysis** (tasks).
- **Management of change**, operating procedures, safe work practices, training and competence.
- **Mechanical integrity** (assurance of quality, inspection, testing), pre-startup review, emergency response and control.
- Incident investigation, records, and audits.
- SEMS II additions: **stop work authority** for everyone, a designated **ultimate work authority**, employee participation, and reporting of unsafe working conditions.

**Audits:** by an accredited independent audit service provider — the first within two years of implementing the program, then **every three years**; a corrective action plan goes to BSEE after each audit.

**Tip:** contractors work under the operator's SEMS — bridge documents that map the contractor's system to yours avoid gaps in JSAs and stop-work expectations.`,
    sources: [
      cfrSubpart(30, '250', 'S', 'Safety and Environmental Management Systems'),
      {
        title: 'Bureau of Safety and Environmental Enforcement (BSEE)',
        url: 'https://www.bsee.gov/',
      },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['bsee-well-permits-subpart-d'],
  },
  {
    id: 'epa-nsps-oooo-methane',
    title: 'EPA methane and VOC rules for oil and gas: NSPS OOOO, OOOOa, OOOOb and EG OOOOc',
    area: 'federal-regulatory',
    aliases: [
      'OOOO',
      'OOOOa',
      'OOOOb',
      'OOOOc',
      'Quad O',
      'Quad Oa',
      'Quad Ob',
      'Quad Oc',
      'NSPS',
      'methane rule',
      'EPA methane rule',
      'emission guidelines',
      'super emitter program',
      '40 CFR 60',
      'Clean Air Act oil and gas',
    ],
    summary:
      'Which EPA oil and gas air rule applies depends on when a source was built or modified: OOOO (2011–2015), OOOOa (2015–2022), OOOOb (after 6 December 2022), and OOOOc guidelines for existing sources through state plans; 2025 changes extended several deadlines.',
    body: `**Which subpart applies (40 CFR part 60)** — by the date construction, modification or reconstruction commenced:

| Subpart | Sources | Main pollutants |
|---|---|---|
| **OOOO** | 24 Aug 2011 – 18 Sep 2015 | VOC |
| **OOOOa** | 19 Sep 2015 – 6 Dec 2022 | VOC and methane |
| **OOOOb** | after 6 Dec 2022 (final rule 8 Mar 2024) | VOC and methane |
| **OOOOc** | existing sources, through **state plans** | methane |

**Sources covered** include well completions (reduced-emission "green" completions), storage vessels and tank batteries, pneumatic controllers and pumps, fugitive emissions (leak surveys with optical gas imaging), compressors (rod packing and seals), liquids unloading, associated gas, and — under OOOOb — a super-emitter response program.

**Practical steps:** date every piece of equipment and modification, because modification (for example added throughput at a tank battery) can pull an old site into a newer subpart; keep design and monitoring records from day one. Many states add their own rules (in Texas, TCEQ authorisations).`,
    sources: [
      EPA_OIL_GAS_AIR,
      cfrSubpart(
        40,
        '60',
        'OOOOb',
        'Standards of Performance for Crude Oil and Natural Gas Facilities (after 6 December 2022)',
      ),
      {
        title:
          'Federal Register, 31 July 2025: interim final rule extending OOOOb/OOOOc deadlines (90 FR 35966)',
        url: 'https://www.govinfo.gov/content/pkg/FR-2025-07-31/html/2025-14531.htm',
      },
    ],
    lastReviewed: REVIEWED,
    statusNote: METHANE_RULE_STATUS,
    related: [
      'epa-oooob-well-site-requirements',
      'epa-ghgrp-subpart-w',
      'epa-waste-emissions-charge',
    ],
  },
  {
    id: 'epa-oooob-well-site-requirements',
    title: 'OOOOb at the well site: tanks, process controllers, leak surveys and associated gas',
    area: 'federal-regulatory',
    aliases: [
      'OOOOb storage vessel',
      'tank battery emissions',
      '6 tpy VOC',
      'zero emission pneumatics',
      'pneumatic controllers',
      'process controllers',
      'fugitive emissions',
      'LDAR',
      'leak detection and repair',
      'OGI survey',
      'AVO inspection',
      'reduced emission completion',
      'green completion',
      'associated gas flaring',
      'liquids unloading',
    ],
    summary:
      'Under OOOOb a new or modified well site faces control of tank batteries above 6 tpy VOC or 20 tpy methane, zero-emission process controllers and pumps, periodic leak surveys, reduced-emission completions and limits on flaring associated gas — several with deadlines extended in 2025.',
    body: `**Main requirements for new, modified or reconstructed sources (40 CFR 60 subpart OOOOb)**
- **Storage vessels / tank batteries:** with potential emissions of **6 tpy VOC or 20 tpy methane** or more, reduce emissions by at least 95 % (route to a vapour recovery unit, sales or a control device) with closed vent systems and cover inspections.
- **Process controllers and pumps:** zero-emission designs (for example instrument air or electric) instead of gas-driven bleed devices, with limited exceptions.
- **Fugitive emissions:** audio-visual-olfactory inspections and optical gas imaging surveys at frequencies that depend on the site's equipment, with repair deadlines; approved alternative screening technologies may be used.
- **Well completions:** reduced-emission ("green") completions for hydraulically fractured wells where feasible.
- **Associated gas** from oil wells: route to a sales line or use it; flaring allowed only under the conditions the rule sets, and venting generally prohibited.
- **Liquids unloading:** best practices that minimise venting.
- **Control devices** (flares, enclosed combustors) must meet design and continuous-monitoring requirements (pilot flame, no visible emissions).

Several of these compliance dates were pushed back by about 18 months in 2025; check the current dates for each requirement.`,
    sources: [
      cfrSubpart(
        40,
        '60',
        'OOOOb',
        'Standards of Performance for Crude Oil and Natural Gas Facilities (after 6 December 2022)',
      ),
      EPA_OIL_GAS_AIR,
      {
        title: 'EPA news release: final rule extending OOOOb/c compliance deadlines',
        url: 'https://www.epa.gov/newsreleases/epa-issues-final-rule-extend-unrealistic-biden-era-compliance-deadlines-oil-and-gas',
      },
    ],
    lastReviewed: REVIEWED,
    statusNote: METHANE_RULE_STATUS,
    related: ['epa-nsps-oooo-methane', 'fac-vapor-recovery', 'fac-flares-combustors'],
  },
  {
    id: 'epa-ghgrp-subpart-w',
    title:
      'Greenhouse Gas Reporting Program: 40 CFR 98 subpart W (petroleum and natural gas systems)',
    area: 'federal-regulatory',
    aliases: [
      'GHGRP reporting threshold',
      'GHGRP',
      'subpart W',
      '40 CFR 98',
      'greenhouse gas reporting',
      'GHG reporting',
      '25000 metric tons',
      'CO2e reporting',
      'e-GGRT',
      'emissions reporting',
      'onshore production basin',
    ],
    summary:
      'Subpart W requires oil and gas facilities at or above the reporting threshold of 25,000 metric tons CO2e a year to report greenhouse gas emissions annually to EPA; onshore production is counted per operator per basin. EPA proposed in 2025 to suspend subpart W until reporting year 2034.',
    body: `**Who reports:** facilities in the petroleum and natural gas systems source category whose emissions reach **25,000 metric tons CO2e per year**. For **onshore production**, the "facility" is all of an operator's wells and associated equipment in one geologic basin — so many small sites add up.

**What:** emissions by source type — pneumatic devices, tanks, flares, combustion, liquids unloading, completions and workovers, equipment leaks, compressors, and (since the 2024 revision) "other large release events" — using the calculation methods in the subpart, reported through EPA's e-GGRT system, normally by **31 March** for the previous calendar year.

**Why it mattered more recently:** subpart W data was also the basis for the Inflation Reduction Act's **Waste Emissions Charge**.

**Status:** EPA revised subpart W in May 2024 (effective for reporting year 2025). In September 2025 EPA proposed to end most of the GHGRP and to **suspend subpart W obligations until reporting year 2034** (90 FR 44591).`,
    sources: [
      cfrSubpart(40, '98', 'W', 'Petroleum and Natural Gas Systems'),
      {
        title: 'EPA, GHGRP Subpart W: Petroleum and Natural Gas Systems',
        url: 'https://www.epa.gov/ghgreporting/subpart-w-petroleum-and-natural-gas-systems',
      },
      {
        title:
          'Federal Register, 16 September 2025: Reconsideration of the Greenhouse Gas Reporting Program (proposed rule)',
        url: 'https://www.govinfo.gov/content/pkg/FR-2025-09-16/html/2025-17923.htm',
      },
    ],
    lastReviewed: REVIEWED,
    statusNote:
      'EPA proposed on 16 September 2025 to remove most GHGRP obligations and suspend subpart W until reporting year 2034; whether and how that was finalised must be checked.',
    related: ['epa-waste-emissions-charge', 'epa-nsps-oooo-methane'],
  },
  {
    id: 'epa-waste-emissions-charge',
    title: 'Methane Waste Emissions Charge (Inflation Reduction Act, Clean Air Act §136)',
    area: 'federal-regulatory',
    aliases: [
      'WEC',
      'waste emissions charge',
      'methane fee',
      'methane charge',
      'methane tax',
      'IRA methane',
      'Inflation Reduction Act',
      'Clean Air Act 136',
      'Methane Emissions Reduction Program',
    ],
    summary:
      "The IRA methane Waste Emissions Charge ($900 per ton for 2024 emissions, rising to $1,500) applied to subpart W facilities above 25,000 t CO2e and methane-intensity thresholds; in 2025 Congress disapproved EPA's implementing rule and postponed the charge by ten years.",
    body: `**What the law set up (CAA §136, added by the Inflation Reduction Act of 2022):** a charge per metric ton of methane emitted above intensity thresholds by oil and gas facilities that report under GHGRP subpart W with emissions over 25,000 t CO2e per year — **$900/t for 2024 emissions, $1,200/t for 2025 and $1,500/t from 2026** — with exemptions (for example for facilities compliant with the methane standards) and netting within a company.

**What happened in 2025**
- **March 2025:** Congress disapproved EPA's implementing rule (89 FR 91094, 18 November 2024) under the Congressional Review Act (H.J.Res. 35), so the procedures for calculating, netting and exemptions have no effect.
- **4 July 2025:** the budget reconciliation act postponed the charge by **ten years** — it now applies to emissions from **2034** on.
- Related: EPA proposed in September 2025 to suspend subpart W reporting until reporting year 2034.

**Practical meaning:** no charge is currently due for 2024–2033 emissions, but the statute remains; keep measurement and reporting capability in case the schedule changes again.`,
    sources: [
      {
        title: 'EPA, Waste Emissions Charge',
        url: 'https://www.epa.gov/inflation-reduction-act/waste-emissions-charge',
      },
      {
        title: 'H.J.Res. 35 (119th Congress): disapproval of the Waste Emissions Charge rule',
        url: 'https://www.congress.gov/bill/119th-congress/house-joint-resolution/35',
      },
    ],
    lastReviewed: REVIEWED,
    statusNote:
      "Congress disapproved EPA's Waste Emissions Charge rule in March 2025 and the July 2025 reconciliation act postponed the charge to emissions from 2034.",
    related: ['epa-ghgrp-subpart-w', 'epa-nsps-oooo-methane'],
  },
  {
    id: 'epa-spcc',
    title: 'Spill Prevention, Control and Countermeasure (SPCC) plans: 40 CFR 112',
    area: 'federal-regulatory',
    aliases: [
      'SPCC',
      'SPCC plan',
      '40 CFR 112',
      'spill prevention',
      'oil spill plan',
      'secondary containment',
      '1320 gallons',
      'qualified facility',
      'Tier I',
      'tank battery containment',
      'flowline maintenance',
      '112.9',
    ],
    summary:
      'A production site that could spill oil to navigable waters needs an SPCC plan when its aboveground oil storage exceeds 1,320 US gallons (containers of 55 gallons or more): secondary containment, inspections, flowline maintenance and a plan certified by a PE or, for small qualified facilities, self-certified.',
    body: `**Applies** to non-transportation facilities that could reasonably discharge oil to navigable waters or shorelines and have **aggregate aboveground oil storage capacity over 1,320 US gallons** (counting containers of 55 gal or more) or completely buried capacity over 42,000 gal. Crude oil, condensate and produced-water tanks containing oil all count.

**Production-site specifics (§112.9, onshore oil production)**
- **Secondary containment** for tank batteries, separation and treating equipment — sized for the largest container plus freeboard for precipitation — or, where impracticable, a contingency plan.
- Regular **visual inspections** of tanks, valves and containment; drain containment only after checking for oil.
- A **flowline and intra-facility gathering line maintenance program**.
- Overfill prevention appropriate to the site (adequate capacity, alarms or shut-ins, frequent gauging).

**The plan**
- Certified by a **professional engineer**, or self-certified if the site is a **qualified facility** (10,000 gal or less aboveground and no reportable discharges; Tier I if also no container over 5,000 gal, using the EPA template).
- A new production facility has a limited time after starting operations to prepare and implement its plan; review it at least every five years and after changes.
- Drilling and workover rigs have their own provisions (§112.10).`,
    sources: [
      cfrPart(40, '112', 'Oil Pollution Prevention'),
      {
        title: 'EPA, Oil Spill Prevention and Preparedness Regulations',
        url: 'https://www.epa.gov/oil-spills-prevention-and-preparedness-regulations',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['fac-storage-tanks', 'chem-epcra-tier-ii'],
  },
  {
    id: 'epa-uic-class-ii',
    title: 'Underground Injection Control Class II wells (Safe Drinking Water Act)',
    area: 'federal-regulatory',
    aliases: [
      'UIC',
      'Class II',
      'Class II well',
      'underground injection control',
      'Safe Drinking Water Act',
      'SDWA',
      'primacy',
      'USDW',
      'underground source of drinking water',
      'injection well EPA',
      'enhanced recovery well',
      'disposal well EPA',
    ],
    summary:
      'Wells that inject produced water for disposal or enhanced recovery, or store liquid hydrocarbons, are UIC Class II wells under the Safe Drinking Water Act; most oil states, including Texas through the RRC, run the program with EPA primacy.',
    body: `**Class II covers three kinds of wells**
- **Disposal** of produced water and other fluids brought up with oil and gas production.
- **Enhanced recovery** — waterflood, steam, CO2 and other injection to increase production.
- **Hydrocarbon storage** of liquid hydrocarbons.

**Purpose:** protect **underground sources of drinking water (USDWs)** — injection must stay in the permitted zone, below confining layers, through wells with demonstrated mechanical integrity.

**Who permits:** states with **primacy** (under SDWA §1425) run the Class II program; **Texas has primacy through the Railroad Commission** (W-14 disposal, H-1 injection permits). Where a state lacks primacy, or on most tribal lands, EPA regions issue the permits.

**Common requirements:** area-of-review for wells that could provide a conduit, construction and cementing standards, maximum injection pressure (below fracture pressure of the confining zone), mechanical-integrity testing, monitoring and reporting, and plugging when done. Induced seismicity is a growing consideration in permits.

CO2 injection for geologic storage is **Class VI**, a separate program.`,
    sources: [
      {
        title: 'EPA, Class II Oil and Gas Related Injection Wells',
        url: 'https://www.epa.gov/uic/class-ii-oil-and-gas-related-injection-wells',
      },
      cfrPart(40, '146', 'Underground Injection Control Program: Criteria and Standards'),
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-w14-disposal-well', 'rrc-h1-injection-productive'],
  },
  {
    id: 'epa-npdes-produced-water',
    title: 'Discharging produced water: NPDES and the oil and gas effluent guidelines (40 CFR 435)',
    area: 'federal-regulatory',
    aliases: [
      'NPDES',
      '40 CFR 435',
      'effluent guidelines',
      'produced water discharge',
      'zero discharge',
      'beneficial use produced water',
      'agricultural and wildlife water use',
      'stripper well discharge',
      'TPDES',
      'Clean Water Act',
      'produced water reuse',
    ],
    summary:
      'Discharging produced water to surface water needs an NPDES permit and must meet 40 CFR 435: zero discharge for most onshore operations, with limited exceptions such as agricultural and wildlife use west of the 98th meridian; offshore and coastal subparts have their own limits.',
    body: `**Effluent limitations guidelines, 40 CFR part 435 (oil and gas extraction)**
- **Subpart C, onshore:** **no discharge** of produced water, drilling fluids or cuttings to surface waters — they are injected, recycled or disposed of otherwise.
- **Subpart E, agricultural and wildlife water use:** west of the 98th meridian, produced water of good enough quality may be discharged when it is actually used for agriculture or wildlife (with an oil-and-grease limit).
- **Subpart F, stripper wells:** no national limits; permits are written case by case.
- **Subparts A and D, offshore and coastal:** limits on oil and grease and toxicity for produced water, with bans on some discharges in coastal waters.

**Permits:** a discharge needs an **NPDES** permit from EPA or the authorised state. In Texas, discharges from oil and gas facilities are permitted by the TCEQ under TPDES; land application and most oilfield waste handling remain with the RRC.

**Reuse is changing fast:** treated produced water for agriculture, industry or stream discharge is an active policy area in Texas and New Mexico — check current state programs and EPA's ongoing review of the guidelines.`,
    sources: [
      {
        title: 'EPA, Oil and Gas Extraction Effluent Guidelines',
        url: 'https://www.epa.gov/eg/oil-and-gas-extraction-effluent-guidelines',
      },
      cfrPart(40, '435', 'Oil and Gas Extraction Point Source Category'),
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-waste-pits-swr8', 'epa-uic-class-ii'],
  },
];
