import type { KnowledgeEntry } from '../knowledge-entry';
import { REVIEWED, RRC_FORMS, texasRule } from './sources';

/** Texas Railroad Commission (RRC) forms and Statewide Rules, plus TCEQ air permits. */
export const texasEntries: readonly KnowledgeEntry[] = [
  {
    id: 'rrc-p5-organization-report',
    title: 'Form P-5 Organization Report and financial assurance (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'P-5',
      'P5',
      'organization report',
      'operator number',
      'RRC operator registration',
      'become an operator in Texas',
      'financial assurance',
      'operator bond',
      'blanket bond',
      'Statewide Rule 1',
      'Statewide Rule 78',
      'P-5 renewal',
    ],
    summary:
      'Every organization doing RRC-regulated oil and gas work in Texas needs an approved Form P-5 with financial assurance, renewed every year; inactive-well non-compliance can block the renewal.',
    body: `**What it is.** The P-5 Organization Report registers you with the Railroad Commission of Texas and gives you your operator number. Nothing regulated by the RRC — drilling, operating wells, hauling salt water for hire, running a disposal well, plugging, operating a pipeline — may start until it is approved (SWR 1).

**What you file**
- Form P-5 with the officers (Form P-5O) and, for out-of-state organizations, a Texas resident agent; optional agents on P-5A.
- The filing fee, and **financial assurance** under SWR 78 where it applies (operators of wells, for example): an individual or blanket bond, letter of credit or cash deposit, sized by the number and depth of wells.

**Keep it current**
- The P-5 is **renewed every year** in your renewal month; an expired P-5 stops new permits and can lead to leases being severed from their purchasers.
- Report changes of officers, address or name when they happen.
- **Inactive wells (SWR 15)** are checked at renewal: wells inactive for more than 12 months must be plugged, restored or covered by a plugging extension, and surface equipment requirements met. Since April 2024 an operator whose P-5 was denied by final order for SWR 15 non-compliance must first clear the previous year's obligations before renewing (RRC notice of 1 March 2024).

**Practical tips:** diary the renewal month, reconcile your inactive-well list before renewal, and keep the emergency phone number on the P-5 answered 24 hours.`,
    sources: [
      texasRule(1, 'Organization Report; Retention of Records; Notice Requirements'),
      texasRule(78, 'Fees and Financial Security Requirements'),
      {
        title:
          'RRC notice to operators: multiple active Organization Report renewals and SWR 15 compliance (1 March 2024)',
        url: 'https://www.rrc.texas.gov/announcements/03012024-multiple-active-organization-report-renewals-and-statewide-rule-15-compliance/',
      },
      {
        title: 'RRC, Summary of Requirements and Responsibilities',
        url: 'https://www.rrc.texas.gov/oil-and-gas/requirements-and-responsibilities/summary-of-requirements/',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-swr15-inactive-wells', 'rrc-w1-drilling-permit'],
  },
  {
    id: 'rrc-w1-drilling-permit',
    title: 'Form W-1: permit to drill, deepen, recomplete or re-enter (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'W-1',
      'W1',
      'W-1H',
      'W-1D',
      'drilling permit',
      'permit to drill',
      'Texas drilling permit',
      'RRC permit',
      'recompletion permit',
      're-entry permit',
      'deepen',
      'plug back',
      'Statewide Rule 5',
      'spud',
      'horizontal well permit',
      'expedited permit',
    ],
    summary:
      'A Texas well may not be drilled, deepened, plugged back, recompleted or re-entered until the RRC approves a Form W-1; you need a current P-5 first, and exceptions and expedited handling cost extra.',
    body: `**When:** before you drill a new well, deepen, plug back, sidetrack, recomplete into another field or re-enter a plugged well (SWR 5). **Do not spud before the permit is approved.**

**Before filing**
- A current **P-5** and financial assurance, and no outstanding compliance holds.
- A survey plat showing the location, lease lines and the nearest wells; the field and wellbore profile.
- Horizontal or directional wells add **Form W-1H** or **W-1D** data (terminus, penetration points, take points).
- A **groundwater protection letter** from the RRC Groundwater Advisory Unit so the surface casing can be set below usable-quality water (SWR 13).

**Filing and fees**
- File online through RRC Online. The base fee depends on total depth; the RRC adds **$200 when the application needs an exception to a Statewide Rule** (for example SWR 37 spacing or SWR 38 density) and **$150 for expedited handling**. Fees are non-refundable.
- Exception applications require notice to affected offset operators and owners and can go to hearing if protested.
- Standard permits without exceptions are typically processed within a few days.

**After approval:** post the permit, follow SWR 13 casing and cementing, then file the completion packet (W-2 or G-1) within 30 days of completion.`,
    sources: [
      texasRule(5, 'Application To Drill, Deepen, Reenter, or Plug Back'),
      {
        title: 'RRC, Drilling Permit Application (Form W-1) FAQs',
        url: 'https://www.rrc.texas.gov/about-us/faqs/oil-gas-faqs/drilling-permit-application-faqs/',
      },
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-swr37-38-spacing-density', 'rrc-swr13-casing-cementing', 'rrc-completion-w2-g1'],
  },
  {
    id: 'rrc-swr37-38-spacing-density',
    title: 'Spacing and density exceptions: Statewide Rules 37 and 38 (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'SWR 37',
      'SWR 38',
      'Rule 37',
      'Rule 38',
      'spacing exception',
      'density exception',
      'lease line spacing',
      'between-well spacing',
      'field rules',
      'proration unit',
      'acreage',
      'P-16',
    ],
    summary:
      'SWR 37 sets minimum distances from lease lines and between wells and SWR 38 sets minimum acreage per well, unless special field rules apply; exceptions need notice and may go to hearing.',
    body: `**SWR 37 (spacing)** sets the minimum distance of a well from lease, pooled-unit and property lines and from other wells in the same reservoir. **SWR 38 (density)** sets the minimum acreage assigned to each well. Many fields have **special field rules** that replace the statewide numbers — always check the field's rules first.

**Exceptions**
- Requested with the W-1; the RRC charges an additional **$200** exception fee.
- Notice goes to affected persons (offset operators, unleased mineral owners, lessees of adjacent tracts as the rule defines them). If nobody protests, the exception can be granted administratively; a protest sends it to hearing, where you must show the exception is needed to prevent waste or confiscation.
- Horizontal wells use the field's take-point rules; acreage is assigned with Form **P-16** (acreage designation).

**Practical tip:** plat the nearest wells in the same reservoir and the lease lines before choosing a surface location — a small move often avoids an exception and weeks of delay.`,
    sources: [texasRule(37, 'Statewide Spacing Rule'), texasRule(38, 'Well Densities'), RRC_FORMS],
    lastReviewed: REVIEWED,
    related: ['rrc-w1-drilling-permit'],
  },
  {
    id: 'rrc-swr13-casing-cementing',
    title: 'Casing, cementing and groundwater protection: Statewide Rule 13 and the GAU letter',
    area: 'texas-regulatory',
    aliases: [
      'SWR 13',
      'Rule 13',
      'casing program',
      'surface casing',
      'cementing requirements',
      'usable quality water',
      'groundwater protection determination',
      'GAU letter',
      'Groundwater Advisory Unit',
      'GW-1',
      'base of usable quality water',
      'BUQW',
      'well control',
    ],
    summary:
      'SWR 13 sets casing, cementing, well-control and completion requirements; surface casing must isolate usable-quality water to the depth stated in the RRC Groundwater Advisory Unit letter.',
    body: `**Groundwater first.** Before drilling, request a **groundwater protection determination** from the RRC Groundwater Advisory Unit (Form GW-1, online). The letter states the depth of usable-quality water and any additional zones to isolate.

**Surface casing (SWR 13)**
- Set surface casing to protect all usable-quality water — in general at least 25 ft below the base of usable-quality water given in the letter — and cement it by circulating cement to the surface.
- Wait on cement until it reaches the compressive strength the rule requires before drilling out; test the casing as required.
- Where surface casing cannot be set as the rule requires, an SWR 13 exception must be approved first (filed online).

**Deeper strings and completion**
- Cement intermediate and production strings to isolate productive and potential flow zones as the rule requires; run cement-evaluation logs where required.
- Well-control equipment (BOPs) must be installed and tested for the pressures expected.
- Hydraulic fracturing requires a mechanical-integrity test of the casing or frac string before the treatment and monitoring of annulus pressure during it.

Requirements differ for wells drilled before and after 1 January 2014, when the rule was overhauled.`,
    sources: [
      texasRule(13, 'Casing, Cementing, Drilling, Well Control, and Completion Requirements'),
      {
        title: 'RRC news: online filing for Form GW-1 and SWR 13 exceptions (24 March 2015)',
        url: 'https://www.rrc.texas.gov/all-news/032415a/',
      },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['rrc-w1-drilling-permit', 'rrc-completion-w2-g1'],
  },
  {
    id: 'rrc-completion-w2-g1',
    title: 'Completion reports: Form W-2 (oil) and Form G-1 (gas) (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'W-2',
      'W2',
      'G-1',
      'G1',
      'completion report',
      'completion packet',
      'oil well potential test',
      'gas well back pressure test',
      'recompletion report',
      'L-1',
      'Statewide Rule 16',
      'allowable',
      'G-5',
      'P-15',
    ],
    summary:
      'After completing or recompleting a Texas well, file the completion packet — W-2 for an oil well, G-1 for a gas well, with logs and attachments — within 30 days of completion (SWR 16).',
    body: `**Which form**
- **Form W-2**: Oil Well Potential Test, Completion or Recompletion Report, and Log.
- **Form G-1**: Gas Well Back Pressure Test, Completion or Recompletion Report, and Log.

**When:** within **30 days after completion** under SWR 16 (the rule also sets an outside limit counted from the end of drilling). The completion date is when the well is capable of producing by opening a valve or starting a pump.

**What goes in the packet**
- The potential or deliverability test, depths (measured and true vertical), casing and cement record, perforated or open intervals and how they were opened.
- Form L-1 (electric log status) and logs as required; directional surveys for deviated wells.
- Acreage designation (P-15 / P-16) and plats as the field rules require; gas-well classification (G-5) when applicable.
- The **FracFocus disclosure** for hydraulically fractured wells (SWR 29).

**Why it matters:** the allowable (permission to produce and sell) is assigned from the completion packet; missing or wrong data delays it. File online through RRC Online.`,
    sources: [texasRule(16, 'Log and Completion or Plugging Report'), RRC_FORMS],
    lastReviewed: REVIEWED,
    related: ['rrc-swr29-fracfocus', 'rrc-p4-certificate-of-compliance'],
  },
  {
    id: 'rrc-swr29-fracfocus',
    title: 'Hydraulic fracturing chemical disclosure: Statewide Rule 29 and FracFocus',
    area: 'texas-regulatory',
    aliases: [
      'SWR 29',
      'Rule 29',
      'FracFocus',
      'frac chemical disclosure',
      'fracking chemicals',
      'hydraulic fracturing disclosure',
      'chemical disclosure registry',
      'trade secret',
      'frac fluid',
      'proppant',
    ],
    summary:
      'For a hydraulically fractured Texas well, suppliers give the operator the ingredients within 15 days of the treatment, and the operator posts the disclosure on FracFocus and files it with the completion report.',
    body: `**Who does what (SWR 29)**
- **Supplier / service company:** within **15 days** after the hydraulic fracturing treatment, give the operator the identity of each chemical ingredient intentionally added (the ingredients that need an SDS under OSHA's Hazard Communication Standard, and the other intentionally added ingredients as the rule requires).
- **Operator:** complete the **FracFocus** Chemical Disclosure Registry form for the well — including the total water volume and each ingredient with CAS number and maximum concentration — post it on fracfocus.org, and submit it **with the completion report** (W-2 or G-1).

**Trade secrets:** a supplier may withhold the identity of an ingredient claimed as a trade secret but must still disclose the chemical family; the landowner, adjacent landowners and state agencies can challenge the claim, and health professionals can obtain the identity for diagnosis or treatment.

**Not required:** ingredients not intentionally added, incidental or trace constituents, and ingredients a supplier did not disclose to the operator.

**Practical tip:** agree in the frac contract that the service company delivers the disclosure data in FracFocus format within the 15 days, so the completion packet is not held up.`,
    sources: [
      texasRule(29, 'Hydraulic Fracturing Chemical Disclosure Requirements'),
      { title: 'FracFocus Chemical Disclosure Registry', url: 'https://fracfocus.org/' },
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-completion-w2-g1', 'chem-sds-osha-hcs'],
  },
  {
    id: 'rrc-p4-certificate-of-compliance',
    title:
      'Form P-4: operator, purchaser and gatherer designation and change of operator (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'P-4',
      'P4',
      'certificate of compliance',
      'transportation authority',
      'change of operator',
      'operator transfer',
      'purchaser',
      'gatherer',
      'transporter',
      'Statewide Rule 58',
      'Statewide Rule 73',
      'severance',
      'sever lease',
    ],
    summary:
      'Form P-4 names the operator of a lease or gas well and who purchases or gathers its oil and gas; it is filed for new completions, changes of operator and changes of purchaser, and the RRC can cancel it and sever a lease that is out of compliance.',
    body: `**What it does:** the P-4 (Certificate of Compliance and Transportation Authority, SWR 58) tells the RRC who operates a lease or gas well and who is authorised to take its production — the oil purchaser or gas gatherer. Without a valid P-4, purchasers and gatherers may not move the production.

**When to file**
- With the completion packet for a new well or lease.
- On a **change of operator** — filed as the form's instructions require, and effective only once the RRC approves it (the new operator needs an active P-5 and financial assurance covering the wells).
- On a change of purchaser, gatherer or lease name.

**Severance:** under SWR 73 the RRC can cancel the certificate of compliance and **sever** the lease — cutting it off from its purchaser or pipeline — for violations such as delinquent production reports, an expired P-5 or unresolved compliance problems. Production may not move until the violation is cured and the P-4 reinstated.

**Tip for acquisitions:** file the P-4s promptly at closing and check that the seller has no open violations on the leases you take over.`,
    sources: [
      texasRule(58, 'Certificate of Compliance and Transportation Authority; Operator Reports'),
      texasRule(73, 'Pipeline Connection; Cancellation of Certificate of Compliance; Severance'),
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-pr-production-report', 'rrc-p5-organization-report'],
  },
  {
    id: 'rrc-pr-production-report',
    title: 'Form PR: monthly production report (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'PR',
      'Form PR',
      'production report',
      'monthly production report',
      'disposition codes',
      'report production Texas',
      'flared gas reporting',
      'vented gas reporting',
      'RRC Online production',
      'EDI production',
    ],
    summary:
      "Operators report each lease or gas well's monthly production, inventory and disposition — including gas flared or vented — to the RRC on Form PR, every month, even when production is zero.",
    body: `**What is reported:** for each oil lease and each gas well, the month's oil or condensate produced, beginning and ending stock, oil run to purchasers, gas and casinghead gas produced and its **disposition** (sold, used on lease, lifted, **flared or vented**, and so on, each with its disposition code), and water where required.

**Rules of thumb**
- File every month for every active lease, including **zero production** months.
- Production must balance: beginning stock + production = dispositions + ending stock. Mismatches against purchaser or gatherer reports are flagged.
- Gas flared or vented must be reported with the correct disposition code and must be covered by an SWR 32 authorisation or exception.
- File online (RRC Online or EDI); confirm the current due date on the RRC's production reporting page.

**Consequences:** delinquent or inaccurate reports can lead to severance of the lease under SWR 73 and penalties, and they feed the state's severance-tax cross-checks.

**Tip:** reconcile run tickets, gauge sheets and meter statements before filing — the most common rejection is disposition exceeding production.`,
    sources: [
      texasRule(58, 'Certificate of Compliance and Transportation Authority; Operator Reports'),
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-swr32-flaring', 'rrc-p4-certificate-of-compliance'],
  },
  {
    id: 'rrc-swr32-flaring',
    title: 'Flaring and venting in Texas: Statewide Rule 32 and Form R-32 exceptions',
    area: 'texas-regulatory',
    aliases: [
      'SWR 32',
      'Rule 32',
      'R-32',
      'R32',
      'flaring permit',
      'flare permit',
      'venting',
      'flaring exception',
      'casinghead gas',
      'associated gas',
      'flare Texas',
      'gas utilization',
      'flare authorization',
    ],
    summary:
      'SWR 32 requires produced gas to be put to legal use; flaring is allowed while drilling and for up to 10 days after completion for testing, and beyond that an exception on Form R-32 is needed — administratively up to 180 days, longer only by Commission order.',
    body: `**The rule:** all gas from oil wells, gas wells, gathering systems and gas plants must be used for purposes authorised by law (SWR 32, "Gas Well Gas and Casinghead Gas Shall Be Utilized for Legal Purposes").

**Allowed without an exception** (flared volumes still measured or estimated and reported on Form PR)
- While drilling, and for **up to 10 days after completion** to test the well's potential.
- Limited releases listed in the rule, such as short emergency or upset events and certain small, unmeasurable releases. Gas should be **flared rather than vented** unless venting is safer or the rule allows it.

**Exceptions (Form R-32)**
- Needed for longer flaring or venting — typically casinghead gas from an oil well waiting on a pipeline connection, or during plant or pipeline outages. Gas-well gas exceptions are rarely granted because the gas is the product.
- Administrative exceptions are granted in increments **up to 180 days** in total; more needs a **Commission final order** (hearing). The current R-32 asks for technical and economic justification (distance to a pipeline, volumes, alternatives).
- Approved exceptions can be searched with the RRC's SWR 32 query.

**Air permits are separate:** the TCEQ regulates emissions from flares (permit by rule or standard permit).`,
    sources: [
      texasRule(32, 'Gas Well Gas and Casinghead Gas Shall Be Utilized for Legal Purposes'),
      {
        title: 'RRC FAQ: Flaring Regulation',
        url: 'https://www.rrc.texas.gov/about-us/faqs/oil-gas-faqs/flaring-regulation/',
      },
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    related: ['tceq-air-permits-oil-gas', 'blm-venting-flaring-3179', 'fac-flares-combustors'],
  },
  {
    id: 'rrc-w14-disposal-well',
    title: 'Saltwater disposal well permit: Form W-14 under Statewide Rule 9 (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'W-14',
      'W14',
      'SWR 9',
      'Rule 9',
      'disposal well permit',
      'saltwater disposal',
      'SWD',
      'SWD permit',
      'produced water disposal',
      'injection into non-productive formation',
      'area of review',
      'seismicity review',
      'Permian disposal guidelines',
    ],
    summary:
      'Disposing of produced water or other oil and gas waste into a formation that does not produce needs an RRC permit applied for on Form W-14 under SWR 9, with a GAU letter, notice, and — since June 2025 in the Permian Basin — stricter review guidelines.',
    body: `**When:** any well injecting salt water or other oil and gas waste into a **non-productive** formation (a saltwater disposal well, SWD). Injection into a productive reservoir is Form H-1 under SWR 46 instead.

**The application (Form W-14)**
- A **Groundwater Advisory Unit letter** confirming the disposal zone is not freshwater-bearing and is separated from fresh water by impervious beds.
- Well construction showing casing and cement isolate the injection interval; the proposed maximum injection pressure and daily volume.
- An **area of review**: wells within the review radius that penetrate the disposal zone must be properly cased, cemented or plugged.
- A **seismicity review** where required (applications near recorded earthquakes get extra conditions).
- **Notice** to the surface owner, offset operators and local officials, and a newspaper notice; a protest sends the application to hearing. A filing fee applies (check the current amount on the form).

**Permian Basin, since 1 June 2025:** new and amended SWD applications in RRC Districts 7C, 8 and 8A are reviewed under new guidelines — an **area of review expanded from ¼ to ½ mile**, surface injection pressure limited so the confining strata are not fractured, and daily volume limits tied to reservoir pressure.

**After permitting:** pass the mechanical-integrity test (Form H-5) before injecting, monitor pressures and volumes, and file the annual Form H-10.`,
    sources: [
      texasRule(9, 'Disposal Wells'),
      {
        title:
          'RRC notice to operators: new guidelines for permitting saltwater disposal wells in the Permian Basin (15 May 2025)',
        url: 'https://www.rrc.texas.gov/announcements/051525-nto-permian-swd-guidelines/',
      },
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    statusNote:
      'The RRC applied new Permian Basin disposal-well permitting guidelines from 1 June 2025 (expanded area of review, pressure and volume limits).',
    related: ['rrc-h5-mechanical-integrity', 'rrc-h10-annual-injection-report', 'epa-uic-class-ii'],
  },
  {
    id: 'rrc-h1-injection-productive',
    title: 'Injection into a productive reservoir: Forms H-1 and H-1A under Statewide Rule 46',
    area: 'texas-regulatory',
    aliases: [
      'H-1',
      'H1',
      'H-1A',
      'H1A',
      'SWR 46',
      'Rule 46',
      'waterflood permit',
      'enhanced recovery injection',
      'pressure maintenance',
      'secondary recovery',
      'CO2 flood',
      'injection well permit',
      'fluid injection into productive reservoirs',
    ],
    summary:
      'Injecting water, gas or CO2 into a productive reservoir for enhanced recovery or pressure maintenance needs an RRC permit applied for on Form H-1 (with H-1A well data) under SWR 46.',
    body: `**When:** waterfloods, pressure maintenance, gas or CO2 injection, and other injection into a reservoir that produces oil, gas or geothermal resources (SWR 46). Disposal into a non-productive zone is the W-14 route instead.

**The application**
- **Form H-1** for the project, with **Form H-1A** giving the construction and injection data of each injection well.
- Reservoir data showing the injection will not harm other reservoirs or fresh water; casing and cement that confine the injected fluid; the requested maximum surface pressure and daily volume.
- A **Groundwater Advisory Unit** letter, an **area of review** of wells penetrating the injection zone, and **notice** to affected persons with newspaper publication; a protest sends it to hearing. A filing fee applies (check the current form).

**Operating:** mechanical-integrity testing on Form H-5 before injection and periodically afterwards, monitoring of injection pressure and volume, and the annual Form H-10 report. Gas containing hydrogen sulfide also brings SWR 36 requirements.`,
    sources: [texasRule(46, 'Fluid Injection into Productive Reservoirs'), RRC_FORMS],
    lastReviewed: REVIEWED,
    related: [
      'rrc-h5-mechanical-integrity',
      'rrc-h10-annual-injection-report',
      'rrc-w14-disposal-well',
    ],
  },
  {
    id: 'rrc-h5-mechanical-integrity',
    title: 'Mechanical integrity test of injection and disposal wells: Form H-5 (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'H-5',
      'H5',
      'MIT',
      'mechanical integrity test',
      'annulus pressure test',
      'casing tubing annulus test',
      'packer test',
      'injection well integrity',
      'pressure test disposal well',
    ],
    summary:
      'Texas injection and disposal wells must show mechanical integrity — usually an annulus pressure test recorded on Form H-5 — before injection starts, after workovers, and periodically (at least every five years under the usual permit terms).',
    body: `**Why:** to prove injected fluid stays inside the tubing and goes only into the permitted interval — no leaks in tubing, packer or casing.

**When**
- Before injection begins, after any workover that disturbs the tubing, packer or casing, and periodically — **at least once every five years** is the usual requirement in SWR 9/46 permits; some permits require more often or continuous annulus monitoring.

**The usual test**
- Pressure the tubing-casing annulus, hold it for the test period, and record the pressure on a chart. A drop beyond the allowed tolerance fails the test.
- Notify the RRC district office in advance so an inspector can witness; file the results on **Form H-5**.
- Alternatives (for example monitoring and reporting annulus pressure) need approval.

**A failed MIT** means shutting in the well until repaired and retested. A sustained pressure on the annulus during operation is a warning sign to investigate immediately.`,
    sources: [
      texasRule(9, 'Disposal Wells'),
      texasRule(46, 'Fluid Injection into Productive Reservoirs'),
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['rrc-w14-disposal-well', 'rrc-h10-annual-injection-report'],
  },
  {
    id: 'rrc-h10-annual-injection-report',
    title: 'Annual injection and disposal report: Form H-10 (Texas RRC)',
    area: 'texas-regulatory',
    aliases: [
      'H-10',
      'H10',
      'annual injection report',
      'annual disposal report',
      'injection volume report',
      'injection pressure monitoring',
      'W-10',
      'G-10',
    ],
    summary:
      'Operators of Texas injection and disposal wells monitor injection pressure and volume at least monthly and report them once a year on Form H-10, due on a schedule staggered by field like the W-10/G-10 well tests.',
    body: `**What:** the H-10 Annual Disposal/Injection Well Monitoring Report gives, for each permitted injection or disposal well, the monthly injection volumes and maximum (and average) injection pressures for the reporting year.

**Rules of thumb**
- **Monitor at least monthly** (permits may require more — daily recording is common in seismicity-review areas) and keep the records.
- The H-10 is due about two months after the end of the annual reporting cycle, which is **staggered by field** in step with the W-10 / G-10 annual well-test schedule; check the RRC's schedule for your field.
- Pressures above the permitted maximum, or unexplained changes in the pressure-to-rate relationship, must be investigated; they can indicate plugging of the injection zone, a leak or a communicating well.
- File online; wells that have not injected still need a report for the period they were permitted.`,
    sources: [
      texasRule(9, 'Disposal Wells'),
      texasRule(46, 'Fluid Injection into Productive Reservoirs'),
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-h5-mechanical-integrity', 'rrc-w14-disposal-well'],
  },
  {
    id: 'rrc-swr36-h2s',
    title: 'Hydrogen sulfide operations in Texas: Statewide Rule 36',
    area: 'texas-regulatory',
    aliases: [
      'SWR 36',
      'Rule 36',
      'H2S rule',
      'hydrogen sulfide',
      'sour gas',
      'radius of exposure',
      'ROE',
      '100 ppm ROE',
      '500 ppm ROE',
      'H2S contingency plan',
      'H-9',
      'H9',
      'H2S signs',
    ],
    summary:
      'SWR 36 applies where gas contains 100 ppm H2S or more: operators calculate the radius of exposure, post signs, use H2S-resistant materials, and file a contingency plan where the exposure radius reaches public areas or roads.',
    body: `**Applies** to drilling, producing, injecting, gathering, processing and storing fluids whose gas contains **100 ppm or more hydrogen sulfide** (refining and stabilised liquids excluded).

**Radius of exposure (ROE):** calculated from the H2S mole fraction and the maximum escape rate (the rule gives the Pasquill–Gifford-based formulas for the 100 ppm and 500 ppm ROE). The ROE decides what applies:
- **Contingency plan** required when the 100 ppm ROE is greater than 50 ft and includes any part of a public area (other than a public road), when the 500 ppm ROE includes part of a public road, or when the 100 ppm ROE is 3,000 ft or more. Plans cover notification, evacuation and ignition, and are kept on site and with the district office.
- **Form H-9** certificate of compliance filed with the RRC for H2S facilities.

**Also required**
- Warning **signs** at facilities and along lease roads; fencing where the rule requires near public areas.
- Materials resistant to **sulfide stress cracking** (NACE MR0175/ISO 15156) for equipment exposed to H2S under pressure.
- For drilling and workovers where the 100 ppm ROE is 50 ft or more: breathing equipment in two or more places, wind indicators and automatic H2S detection and alarms; where it reaches public areas or 3,000 ft, also choke manifold, mud-gas separator, flare line and a way to ignite the well.

**Personnel safety** (training, monitors, respirators) also falls under OSHA; H2S is immediately dangerous to life at 100 ppm.`,
    sources: [
      texasRule(36, 'Oil, Gas, or Geothermal Resource Operation in Hydrogen Sulfide Areas'),
      { title: 'OSHA, Hydrogen Sulfide', url: 'https://www.osha.gov/hydrogen-sulfide' },
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: ['chem-h2s-corrosion-sour-service', 'chem-h2s-scavengers'],
  },
  {
    id: 'rrc-swr14-plugging',
    title: 'Plugging a well in Texas: Statewide Rule 14, Forms W-3A and W-3',
    area: 'texas-regulatory',
    aliases: [
      'SWR 14',
      'Rule 14',
      'W-3A',
      'W3A',
      'W-3',
      'W3',
      'plugging',
      'plug and abandon',
      'P&A',
      'notice of intention to plug',
      'plugging record',
      'cement plugs',
      'abandonment',
    ],
    summary:
      'To plug a Texas well, file a notice of intention (Form W-3A) with the district office and get it approved, notify the district before work starts, plug as the rule requires, and file the plugging record (Form W-3) within 30 days.',
    body: `**Timing:** a well must be plugged after it stops being used — generally within a year after operations cease — unless it has a plugging extension (see SWR 15). Dry holes are plugged when drilling ends.

**Steps**
1. **Form W-3A**, Notice of Intention to Plug and Abandon, filed with the RRC **district office** and approved before work begins; it proposes the plugs (depths, cement, mud).
2. **Notify the district office** before plugging operations start so the work can be witnessed.
3. Plug with cement as SWR 14 requires: isolating every productive zone and usable-quality water, plugs across casing shoes and stubs, and a surface plug; use an RRC-approved cementing company. Heavy mud fills the intervals between plugs.
4. Cut off casing below ground level as required and restore the site; remove equipment (SWR 15).
5. **Form W-3**, the Plugging Record, filed **within 30 days** after plugging, with the cementing company's report.

**Tips:** pull the GAU letter for current usable-quality water depths before writing the W-3A; if casing is leaking or stuck, discuss the plugging procedure with the district before mobilising a rig.`,
    sources: [
      texasRule(14, 'Plugging'),
      texasRule(16, 'Log and Completion or Plugging Report'),
      RRC_FORMS,
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-swr15-inactive-wells', 'rrc-swr13-casing-cementing'],
  },
  {
    id: 'rrc-swr15-inactive-wells',
    title: 'Inactive wells and plugging extensions: Statewide Rule 15 and Form W-3X',
    area: 'texas-regulatory',
    aliases: [
      'SWR 15',
      'Rule 15',
      'W-3X',
      'W3X',
      'inactive well',
      'shut-in well',
      'plugging extension',
      'surface equipment removal',
      'idle well',
      'orphan well',
      'H-15',
      'fluid level test',
    ],
    summary:
      'A Texas well inactive for more than 12 months must be plugged, restored to production or covered by a plugging extension (Form W-3X) with conditions such as tests and financial assurance; surface equipment must also be dealt with. Non-compliance blocks P-5 renewal.',
    body: `**Inactive well:** one that has not produced or been used (injection, disposal, service) for more than **12 months**.

**Options for each inactive well**
- Plug it (SWR 14), or restore it to active operation, or
- Obtain a **plugging extension** by filing **Form W-3X**, usually with the P-5 renewal. Extensions require the well to be secured and, for inactive wells more than 25 years old, a test showing no leaks (fluid-level or pressure test, Form H-15), plus one of the options the rule lists — for example plugging or restoring 10 % of inactive wells, extra financial assurance, or an escrow.

**Surface equipment:** inactive land wells must have surface equipment removed or meet the cleanup requirements and deadlines in SWR 15.

**Consequence:** an operator out of compliance with SWR 15 cannot renew its P-5; since April 2024, if a renewal was denied by final order, the previous year's obligations must be met first.

**Tip:** review the inactive list quarterly — decide plug, produce or extend well before the P-5 renewal month.`,
    sources: [
      texasRule(15, 'Surface Equipment Removal Requirements and Inactive Wells'),
      {
        title:
          'RRC notice to operators: multiple active Organization Report renewals and SWR 15 compliance (1 March 2024)',
        url: 'https://www.rrc.texas.gov/announcements/03012024-multiple-active-organization-report-renewals-and-statewide-rule-15-compliance/',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-p5-organization-report', 'rrc-swr14-plugging'],
  },
  {
    id: 'rrc-waste-pits-swr8',
    title: 'Pits and oil and gas waste in Texas: Statewide Rule 8 and the 2025 Chapter 4 rules',
    area: 'texas-regulatory',
    aliases: [
      'SWR 8',
      'Rule 8',
      'reserve pit',
      'mud pit',
      'pit permit',
      'produced water recycling pit',
      'oil and gas waste',
      'waste manifest',
      'drill cuttings disposal',
      'landfarming',
      'Chapter 4',
      'water protection',
      'waste profile',
    ],
    summary:
      'Texas oil and gas waste — pits, cuttings, produced water, recycling — was governed by SWR 8; the RRC moved and modernised those rules into 16 TAC chapter 4, effective 1 July 2025, with pit classes, waste characterisation and manifests.',
    body: `**What changed:** on 17 December 2024 the RRC adopted the first overhaul of its oil and gas waste rules in about forty years, **effective 1 July 2025**. Most of the former SWR 8 (water protection, pits, waste disposal) and the produced-water recycling rule moved into **16 TAC chapter 4** (environmental protection).

**Key points of the current rules**
- **Pits** are classified; some (such as reserve, mud-circulation, completion/workover and makeup-water pits) may operate without an individual permit if they meet the design, siting, liner and closure requirements, others need a permit. Closure deadlines and records apply.
- **Waste characterisation** before off-lease transport, and **manifests** (paper or electronic) for waste moved by vehicle; generators, transporters and receivers keep records.
- Recycling and reuse of produced water and drill cuttings are encouraged under defined standards.
- Commercial facilities (landfarms, separation facilities, disposal facilities) need permits; new application fees took effect on 1 September 2025.

**Unchanged principle:** oil and gas waste must not pollute surface or subsurface water; spills are reported and cleaned up.`,
    sources: [
      texasRule(8, 'Water Protection'),
      {
        title:
          'RRC news: RRC adopts major new oil and gas waste management rules (17 December 2024)',
        url: 'https://www.rrc.texas.gov/news/121724-rrc-adopts-major-new-oil-and-gas-waste-management-rules/',
      },
    ],
    lastReviewed: REVIEWED,
    statusNote:
      'The RRC replaced most of Statewide Rule 8 with new 16 TAC chapter 4 waste rules effective 1 July 2025, and new waste-permit fees applied from 1 September 2025.',
    related: ['rrc-w14-disposal-well', 'epa-npdes-produced-water'],
  },
  {
    id: 'tceq-air-permits-oil-gas',
    title: 'Air permits for Texas production sites: TCEQ permit by rule and standard permit',
    area: 'texas-regulatory',
    aliases: [
      'TCEQ',
      'air permit',
      'PBR',
      'permit by rule',
      '106.352',
      'oil and gas standard permit',
      'air authorization',
      'emissions permit Texas',
      'tank battery air permit',
      'compressor station permit',
    ],
    summary:
      'In Texas, the RRC regulates flaring as waste of gas, while the TCEQ regulates air emissions: most production sites are authorised by the oil and gas permit by rule (30 TAC §106.352) or the non-rule standard permit.',
    body: `**Two regulators:** the RRC decides whether gas may be flared or vented (SWR 32); the **Texas Commission on Environmental Quality** decides what the site may emit to air.

**Typical authorisations for upstream sites**
- **Permit by rule, 30 TAC §106.352** (oil and gas handling and production facilities): registration or claim depending on emissions and location, with emission limits, control requirements, planned maintenance, startup and shutdown handling, and records.
- **Non-rule standard permit** for oil and gas facilities where the PBR does not fit, or a case-by-case permit for larger sources.
- Federal requirements (NSPS OOOOa/OOOOb, NESHAP) apply on top.

**Practical points**
- Authorise before construction or modification; count tanks, flares, combustors, engines, dehydrators and fugitives together for the site.
- Keep the emission calculations (tank flash, loading, engines, flares) that support the claim, and update them when throughput or equipment changes.
- Emission events and upsets have their own reporting rules.`,
    sources: [
      {
        title: '30 TAC §106.352, Oil and Gas Handling and Production Facilities',
        url: 'https://www.law.cornell.edu/regulations/texas/30-Tex-Admin-Code-SS-106-352',
      },
      {
        title: 'TCEQ, Oil and Gas Facilities (air permitting assistance)',
        url: 'https://www.tceq.texas.gov/assistance/industry/oil-and-gas/oilgas.html',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['rrc-swr32-flaring', 'epa-nsps-oooo-methane'],
  },
];
