import type { KnowledgeEntry, KnowledgeSource } from '../knowledge-entry';
import {
  API_53,
  apiStandard,
  cfrSection,
  cfrSubpart,
  HSE_HSG253,
  OSHA_HAZARDOUS_ENERGY,
  petroWiki,
  slbGlossary,
} from './sources';

/**
 * Tests and change-outs: running a well test through the test separator, changing out a relief
 * valve on a vessel that stays in service, testing a packer after setting it, the BOP
 * accumulator's drawdown test, and fishing parted sucker rods on a beam-pumped well.
 */

/** The date these entries were checked against their sources. */
const REVIEWED = '2026-12-03';

const API_MPMS_20_1 = apiStandard('API MPMS Chapter 20.1, Production Allocation Measurement');

const API_MPMS_20_5 = apiStandard(
  'API MPMS Chapter 20.5, Recommended Practice for Application of Production Well Testing in Measurement and Allocation (test preparation, stabilisation, validation, proration to allocation)',
);

const API_MPMS_METERS = apiStandard(
  'API MPMS Chapter 4, Proving Systems, and Chapter 10.4, Determination of Water and/or Sediment in Crude Oil by the Centrifuge Method (Field Procedure)',
);

const BSEE_WELL_TESTS = cfrSection(
  30,
  '250.1152',
  'How do I conduct well tests? (load fluid recovered, at least 6 hours of stabilised flow before a test of at least 4 hours, gas at 14.73 psia and 60 °F)',
);

const API_520_521 = apiStandard(
  'API Std 520 Part II, Installation of Pressure-relieving Devices (isolation valves in the relief path, sealed or locked open), and API Std 521, Pressure-relieving and Depressuring Systems (relief scenarios and required capacity)',
);

const API_576 = apiStandard(
  'API RP 576, Inspection of Pressure-relieving Devices (as-received testing, overhaul, setting, intervals), with API Std 527, Seat Tightness of Pressure Relief Valves',
);

const ASME_VIII_1: KnowledgeSource = {
  title:
    'ASME BPVC Section VIII, Division 1, Rules for Construction of Pressure Vessels (overpressure protection; Appendix M, stop valves in the relief path and the user’s management system)',
  url: 'https://www.asme.org/codes-standards/find-codes-standards/bpvc-viii-1-bpvc-section-viii-rules-construction-pressure-vessels-division-1',
};

const API_11D1 = apiStandard(
  'API Spec 11D1 / ISO 14310, Packers and Bridge Plugs (rated differential, setting and release, functional testing)',
);

const PETROWIKI_PACKERS = petroWiki('Packers', 'types, setting and release, tubing forces');

const RRC_H5_INSTRUCTIONS: KnowledgeSource = {
  title:
    'Railroad Commission of Texas, Form H-5 testing procedure instructions (mechanical integrity test of injection and disposal wells: notice, test pressure, a 30 min test, the 10 % criterion)',
  url: 'https://www.rrc.texas.gov/oil-and-gas/publications-and-notices/manuals/injection-disposal-well-manual/summary-of-testing-requirements/form-h-5-instructions/',
};

const EPA_MIT = cfrSection(40, '146.8', 'Mechanical integrity (underground injection wells)');

const API_16D = apiStandard(
  'API Spec 16D, Control Systems for Drilling Well Control Equipment and Control Systems for Diverter Equipment (accumulator sizing, pump systems, response times)',
);

const BSEE_BOP_EQUIPMENT = cfrSection(
  30,
  '250.735',
  'What associated systems and related equipment must all BOP systems include? (accumulator volume and precharge per API Std 53, independent backup charging)',
);

const API_11BR = apiStandard(
  'API RP 11BR, Care and Handling of Sucker Rods (make-up by circumferential displacement, handling, failure analysis)',
);

const API_11B = apiStandard(
  'API Spec 11B, Specification for Sucker Rods, Polished Rods and Liners, Couplings, Sinker Bars, Polished Rod Clamps, Stuffing Boxes and Pumping Tees',
);

const PETROWIKI_SUCKER_RODS = petroWiki(
  'Sucker_rods',
  'grades, couplings, rod string design, failures',
);

export const testsAndChangeOutEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-well-test-through-test-separator',
    title:
      'Running a well test through the test separator: lining the well up, purge and stabilisation before the test period, how long to test, what to record (oil, water and gas rates, BS&W samples, pressures, choke, temperature), meter checks and proving, the usual errors — carry-over and carry-under, a leaking dump or manifold valve, a well not stabilised, the wrong shrinkage factor — and how the test feeds allocation',
    area: 'operations',
    aliases: [
      'running a well test',
      'run a well test',
      'well test procedure',
      'production well test',
      'production test',
      'put the well on test',
      'switch a well to test',
      'switching wells to the test separator',
      'line the well up to test',
      'test separator',
      'test vessel',
      'well tester',
      'test header',
      'test manifold',
      'purge time',
      'stabilisation time',
      'stabilization time',
      '24-hour test',
      '24 hour well test',
      'carry-under',
      'carryunder',
      'BS&W sample',
      'grind-out',
      'shake-out',
      'API MPMS chapter 20.5',
      '30 CFR 250.1152',
    ],
    // How long a test lasts, asked on its own, is the entry on well tests against the sales.
    appliesWhen: [
      'run',
      'running',
      'switch',
      'switched',
      'switching',
      'line up',
      'lined',
      'lining',
      'procedure',
      'record',
      'stabilise',
      'stabilize',
      'stabilised',
      'stabilized',
      'purge',
      'carry-under',
      'carryunder',
      'carry-over',
      'carryover',
      'dump',
      'meter',
      'proving',
      'BS&W',
      'grind-out',
      'shrinkage',
      'allocation',
      'manifold',
      'header',
    ],
    // Tests that disagree with the allocation or the sales are the allocation entry's.
    notWhen: [
      "don't match",
      'do not match',
      "doesn't match",
      'does not match',
      'add up',
      'believe',
      'trust',
    ],
    symptoms: [
      'well test rates jump around from one test to the next',
      'rates drift for the first hours after switching the well to test',
      'test separator liquid meter counting with no well lined up to it',
      'gas meter on the test separator reading high with liquid in the gas outlet',
      'water cut on the test does not match the grind-outs',
      'test separator dump valve blowing gas through the oil meter',
    ],
    summary:
      'Line the well into the test separator without ever blocking it in (open the test valve before closing the production valve), hold the separator at the production header’s pressure, purge the last well’s fluid and let the well stabilise before the clock starts (on the US OCS at least 6 h stable, then at least 4 h of test; onshore commonly 24 h, or whole cycles), record meter totals, BS&W samples, pressures, choke, temperature and lift settings, keep the meters proved, watch for carry-over, carry-under and leaking dump or manifold valves, and correct the oil to stock-tank with a shrinkage factor measured at that separator — the test rate times the hours on becomes the well’s share of the allocation.',
    body: `**Ask first**: is the test separator two- or three-phase and how does it meter (turbine, PD or Coriolis on the liquid, an orifice or ultrasonic meter on the gas, a water-cut probe or samples only), what are its MAWP and relief set against the well's shut-in pressure — and how does the well flow: steady, gas lift, rod pump, plunger or intermitter?

**Lining the well up**
1. The test separator ready: levels normal, dumps working, every meter at zero with no flow, and its back-pressure set to the production header's pressure — a well tested against a different back pressure makes a different rate.
2. At the test manifold, **open the well's valve to the test header first, then close its valve to the production header** — make before break, so the well is never blocked in against its flowline. Leave the choke and lift settings exactly as they run in production.
3. Confirm by the pressures (test separator steady, flowline unchanged) and that no other well's test valve is open.

**Purge and stabilise, then test**
- The test line and vessel hold the last well's fluid: purge at least their volume, then let rates, pressures, levels and water cut settle — commonly 2–6 h, longer for gas lift, a well back from a shut-in or a workover (recover the load fluid first) or a slugging well.
- On the US OCS, 30 CFR 250.1152 requires at least 6 h of stabilised flow before the test period, a test of at least 4 h, and gas at 14.73 psia and 60 °F.
- **Test length:** 24 h is common practice and averages out daily swings; plunger, intermitter and pump-off wells over whole cycles; never less than the operator's or regulator's minimum. A test that repeats (within about 5–10 % on an unchanged well) is worth more than a long one.

**What to record**
- Start and end times, hours on test and any downtime in it.
- Meter totals at start and end (oil or gross liquid, water, gas) and the meter factors; the gas meter's flow computer or its differential, static pressure and temperature.
- **BS&W:** centrifuge samples (grind-outs, API MPMS 10.4) from the liquid outlet at the start, middle and end, or the water-cut probe checked against them.
- Tubing (FTP) and casing pressures, separator pressure and temperature, choke size, lift settings (SPM and stroke, injection rate and pressure, ESP Hz and amps), oil and gas gravity where measured.

**Meter checks and proving**
- Liquid meters proved on schedule (master meter, prover or a strapped test tank) and the factor applied; a Coriolis zero checked with no flow; the orifice plate pulled and inspected, differential and static transmitters calibrated; the water-cut probe against grind-outs.
- Any day: with no well lined up, every meter should read zero.

**Likely causes of a bad test**
- **Carry-over:** liquid out with the gas (level high, foam, the vessel overloaded by a big or slugging well) — the gas meter reads high and the oil low.
- **Carry-under:** gas out with the liquid (level too low, short retention time, foam, a dump opening wide) — a turbine or PD meter counts gas as liquid and reads high.
- **A dump valve leaking through:** gas blows through the liquid meter between dumps, or the level will not hold.
- **A manifold valve passing:** another well leaks into the test header, or part of the tested well goes to production — the test belongs to the wrong well.
- **Not stabilised:** started too soon after switching or after a shut-in, the test line still purging, a slugging well tested over part of its cycle.
- **The wrong shrinkage factor:** test oil is metered live at separator pressure and temperature and shrinks as gas flashes off in the treater and tanks. Use a factor from a flash test of oil from that separator at its own pressure and temperature, with the temperature correction and BS&W deducted — a factor from another pressure, or none, biases every test (often 5–15 % on light oil).

**What to check, in this order**
1. Meters at zero with no flow; the manifold valves for passing.
2. The trend through the test: rates and water cut steady, or drifting.
3. Levels, dump cycles and sight glasses for carry-over and carry-under; liquid in the gas outlet.
4. BS&W samples against the probe; meter factors and the last proving date.
5. The test against the well's previous tests and decline: a jump with no change at the well is the test, not the well.

**What to do: how the test feeds allocation**
- Each well's **theoretical production = test rate × hours on production**. The battery's measured total (custody-transfer sales plus stock change) over the sum of the theoreticals is the **allocation factor**, and each well is allocated its theoretical × that factor (API MPMS 20.1 and 20.5).
- A biased test moves barrels from one well to another and misleads every decision on them: retest a test that is off trend before it is used, and record why it was rejected.
- Test each well on a schedule (monthly is common for significant wells) and after any change — choke, pump, workover. Where the tests and the sales disagree, see the entry on well tests that do not add up to the sales.

**Safety:** the test separator's MAWP and relief must cover the highest-pressure well that can be lined into it; never close the production valve before the test valve is open, and keep the separator's shutdowns in service. Sample points and hatches release gas and H2S — wear the monitor, stand upwind, and sample through the sample valve, not an open hatch.`,
    sources: [
      API_MPMS_20_5,
      API_MPMS_20_1,
      BSEE_WELL_TESTS,
      API_MPMS_METERS,
      slbGlossary('test separator'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'ops-well-tests-vs-sales',
      'ops-production-surveillance',
      'fac-meter-imbalance',
      'fac-separator-carryover',
      'fac-separators',
    ],
  },
  {
    id: 'fac-psv-change-out-in-service',
    title:
      'Removing or changing out a relief valve (PSV) on a vessel that stays in service: only with the PSV’s own isolation valves and the vessel still protected — an installed spare sized for the governing case, or the vessel isolated and depressured; the permit, isolating and bleeding the trapped section, blinds, the block valves back locked or sealed open, and the bench test and set-pressure tag',
    area: 'facilities',
    aliases: [
      'PSV change-out',
      'PSV changeout',
      'PSV change out',
      'change out the PSV',
      'changing out a relief valve',
      'relief valve change-out',
      'PRV change-out',
      'swap the PSV',
      'swap to the spare PSV',
      'pull the PSV',
      'remove the PSV',
      'removing a relief valve',
      'PSV removal',
      'PSV recertification',
      'PSV recert',
      'relief valve recertification',
      'PSV bench test',
      'relief valve bench test',
      'pop test',
      'spare PSV',
      'installed spare PSV',
      'dual PSVs',
      'changeover valve',
      'three-way changeover valve',
      'PSV isolation valve',
      'PSV block valve',
      'CSO',
      'ASME Section VIII Appendix M',
    ],
    // A relief valve lifting, chattering or venting is the lifting entry's, whatever is proposed.
    notWhen: [
      'lifted',
      'lifting',
      'lifts',
      'chatter',
      'chattering',
      'pops',
      'popping',
      'popped',
      'venting',
      'reseat',
      'gag',
      'gagging',
    ],
    symptoms: [
      'PSV due for recertification and no spare installed on the vessel',
      'need to pull the relief valve with the separator still running',
      'block valve under the PSV found closed',
      'seal missing on the PSV isolation valve',
      'PSV isolation valve passing and the section will not bleed down',
      'PSV came back from the shop with a different set pressure on the tag',
    ],
    summary:
      'A PSV comes off a vessel that stays in service only when it has its own block valves and the vessel stays protected while it is off: by an installed spare sized for the governing relief case and set at or below the MAWP, or by taking the vessel out of service — isolated from every pressure source and depressured. Under a permit: break the seal on the block valves by the register, put the spare on line, close the inlet then the outlet block valve, bleed and prove the trapped section at zero, blind as the isolation standard says, swap the valve, open the outlet before the inlet, and lock or seal both open again. Never isolate the only relief device on a vessel that can be pressured; the shop tests it as received, sets and seals it, and the tag must match the vessel.',
    body: `**Immediate actions (a vessel found with its only relief isolated)**
1. **The block valve under the only PSV of a vessel that can be pressured is closed:** open it now if the PSV is in place — or, with the PSV off, stop the inflow (shut in the wells or the feed) and depressure the vessel to the flare or a safe vent.
2. Watch the vessel's pressure with the PSH and ESD live until relief is restored.
3. Stop any change-out work, tell the supervisor, and report it as an incident.

**Ask first**: does the PSV have its own inlet and outlet block valves, is there an installed spare (or a second PSV) that covers the vessel's governing relief case on its own — and if not, can the vessel be taken out of service and depressured for the swap?

**When a PSV may come off with the vessel in service**
- **An installed spare or a second PSV** sized for the governing case (API 521: blocked outlet, gas blowby, fire, control-valve failure), set at or below the MAWP, its block valves open. Interlocked or three-way changeover valves are best: the mechanism keeps one valve on line at all times.
- **Or the vessel comes out of service:** isolated from every source of pressure (wells, upstream vessels, gas blowby through a dump, compressor discharge) and depressured — and drained where a fire or thermal-expansion case applies to liquid left inside. It then cannot be pressured while the PSV is off.
- **Never close the block valve under the only relief device on a vessel that can be pressured.** ASME VIII allows stop valves in the relief path only in the arrangements its Appendix M sets out, with the user's management system making sure the vessel is never operated without overpressure protection (older editions: closed only by an authorised person who stays at the valve the whole time). Most operators' standards forbid running on an isolated single PSV at all.

**What to check, in this order**
1. The P&ID and relief study: the vessel's MAWP, the governing case and required capacity, which PSVs cover it.
2. The spare: its tag (set pressure, orifice, inlet and outlet ratings), test date, block valves open and sealed.
3. The block valves on the PSV coming off: full-bore, car-sealed (CSO) or locked open as the seal register says, with a bleed between each block valve and the PSV.
4. The replacement's tag against the data sheet: set pressure, orifice letter or capacity, size and flange ratings, materials, a current test.

**What to do — the change-out**
1. **Permit and isolation certificate**, JSA and gas test; H2S monitors in sour service; a lifting plan for a heavy valve.
2. **Break the seal by the register:** authorised by the operator in charge, seal number recorded.
3. **Spare on line first** (open its block valves, or move the changeover valve) — or the vessel out of service as above.
4. **Close the inlet block valve, then the outlet block valve** — the outlet isolates the flare or vent header, which can hold pressure, gas and H2S.
5. **Bleed the trapped section** to the flare or a closed drain and prove it: reading zero with the bleed open and watched. A section that will not bleed down means a block valve is passing — stop: the isolation is not proven (HSG253), and the vessel must be depressured instead.
6. Remove the PSV and blank or blind the open flanges at once — a spectacle blind or blank where the isolation standard calls for positive isolation (a long repair, hot work nearby, a passing valve).
7. Fit the tested replacement with new gaskets and bolting to the spec.
8. **Back in service: open the outlet block valve first, then the inlet** — the valve is never live with its discharge blocked. Check the flanges for leaks.
9. **Lock or seal both block valves open**, record the new seal numbers, close out the register and the permit; audit the register on a schedule.

**The bench test and the tag**
- A qualified shop (National Board VR or the company's equivalent) tests it **as received**, before cleaning — a valve that would not have lifted at its set is reported and its interval shortened — then inspects, overhauls, **sets it to the nameplate set pressure**, seat-tightness tests it (API 527) and seals it with a tag: set pressure, date, shop, valve identity.
- Intervals come from the inspection programme (API RP 576 and API 510 — commonly no longer than 5 years in typical service and 10 in clean service), shorter where it fouls or corrodes.

**Safety:** the trapped section and the discharge header hold pressure and gas while the vessel runs — prove zero before loosening a bolt, loosen the far-side bolts first, and stay out of line with the opening flange. A vessel without proven relief is shut in and depressured: never run it on a gagged, blinded or isolated PSV.`,
    sources: [API_520_521, API_576, ASME_VIII_1, HSE_HSG253, OSHA_HAZARDOUS_ENERGY],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'fac-psv-lifting',
      'fac-pressure-relief',
      'ops-equipment-isolation-loto',
      'fac-valve-passing-isolation',
      'fac-safety-device-bypass',
    ],
  },
  {
    id: 'comp-packer-test-after-setting',
    title:
      'Testing a packer after setting it: the annulus (casing-side) pressure test — filling the annulus, a test pressure within the casing, wellhead and packer ratings and the tubing’s collapse, the hold and the allowed loss on a chart — a set-down or pull test on a mechanical packer, the tubing-side test, and reading a test that fails',
    area: 'completions',
    aliases: [
      'test the packer',
      'testing the packer',
      'packer pressure test',
      'test the packer after setting',
      'packer set test',
      'prove the packer set',
      'annulus test after setting the packer',
      'casing-side test',
      'casing side test',
      'backside test',
      'test the backside',
      'pressure up the backside',
      'set-down test',
      'slack-off test',
      'pull test on the packer',
      'tubing-side test',
      'packer integrity test',
      'MIT after setting the packer',
    ],
    // A test that will not hold asked as where it leaks is the pressure-test entry's (or the
    // tubing-or-packer entry's); a hydraulic-set packer's setting is that packer's entry.
    appliesWhen: ['packer', 'backside', 'casing side', 'casing-side', 'set-down', 'slack off'],
    notWhen: [
      'hydraulic',
      'leak',
      'leaking',
      'built back',
      'builds back',
      'building back',
      'bled',
      'sustained',
      'bradenhead',
      'MAWOP',
    ],
    symptoms: [
      'annulus test falls off right after setting the packer',
      'backside will not hold pressure after the packer was set',
      'tubing flows at surface while we pressure up the annulus',
      'packer took weight but the casing side will not test',
      'annulus test pressure drops then levels off',
      'packer slid down hole when we slacked off extra weight',
    ],
    summary:
      'Prove a packer right after setting it: fill the annulus, pressure it to the programme’s test (commonly 500–1,000 psi for a set check; for an injection-well MIT what the regulator sets) — never above the weakest of the casing burst, the wellhead and the packer’s rated differential, checked against the tubing’s collapse and the force that pushes a tension-set packer down — and hold it (commonly 30 min) on a chart with the tubing open to a gauge, accepting a flat curve within the allowed loss (often no more than 10 %). Add a set-down or pull test on a mechanical packer and a tubing test against a plug below. Tubing flowing means communication (tubing or packer); a loss with no returns at surface means past the packer or a casing leak; a curve that flattens is temperature or air.',
    body: `**Ask first**: which packer is it (weight-set, tension-set, hydraulic-set, permanent) and its rated differential, the casing size, weight, grade and condition, what is in the tubing (fluid, gas, a plug below the packer) — and is this a set check or a regulatory MIT on an injection or disposal well?

**Testing the packer from the annulus (casing side)**
1. **Fill the annulus** with packer fluid or brine through the casing valve, bleeding air at the top until it returns solid. Far more fluid than the annulus above the fluid level means it is going somewhere.
2. **Tubing open to a gauge** (or to a tank) throughout, so communication shows as pressure or flow at the tubing.
3. **Test pressure:** the programme's figure — commonly 500–1,000 psi for a set check — and never above the lowest of the casing's burst with its design factor (less for old or worn casing), the tubing head and casing valve rating, and the packer's rated differential from above.
4. **The tubing sees it from outside:** empty or gas-filled tubing carries the test pressure plus the annulus hydrostatic at the packer as collapse — check it against the tubing's collapse rating with a design factor.
5. **The packer sees it as a push down:** annulus pressure × the area between the casing ID and the tubing. 1,000 psi in 5-1/2 in. 17 lb/ft casing (ID 4.892 in.) around 2-7/8 in. tubing acts on about 12.3 in² — **about 12,300 lbf down**; a tension-set packer held with 10,000 lbf of pull is pushed off (and the tubing's reverse ballooning under the annulus pressure takes off more of the pull). Test it at a pressure its pull can hold, or pull more within the tubing's rating.

**Holding the test, and what passes**
- Hold it — commonly 30 min — on a chart or digital recorder, reading tubing and annulus at the start, every 5–10 min and at the end.
- **Passes:** a curve that flattens and stays within the allowed loss — injection-well MITs often allow no more than 10 % in 30 min; the regulator's figure governs — with the tubing steady and no returns anywhere. A fall that slows and stops in the first minutes is temperature or air: let it settle and judge the stable part.
- **Fails:** a steady straight-line fall, tubing pressure rising or flow at the tubing, or pressure at the surface casing valve.

**Mechanical packers: set-down and pull tests**
- **Weight-set:** slack off a few thousand pounds over the set-down weight — the indicator holds and the string does not move down. A packer that keeps taking weight is sliding, not set.
- **Tension-set, or proving the slips of a hydraulic or permanent packer:** pull over string weight, well below the packer's shear-release value and the tubing's safe pull — shear pins part the same on a test.

**The tubing-side test:** a plug in the nipple below the packer (or the pump-out plug or standing valve), pressure on the tubing, the annulus open to a gauge. Holding proves the tubing, its connections and the packer's bore seals; the annulus rising is a tubing or seal leak.

**Likely causes of a failed test**
- **Tubing pressure rises or it flows during the annulus test:** communication — a tubing or connection leak above the packer, the element not packed off, or a hydraulic packer's setting port or seal open.
- **Pressure falls with the tubing static and no returns at surface:** fluid going past the packer into open perforations below (not set, set on a collar or across perforations, a cut element), or a casing leak above the packer into a formation.
- **Pressure or flow at the surface casing (bradenhead) valve:** a production casing leak.
- **A surface leak:** the casing valve, a bull plug, the tubing head and hanger seals, the test pump and lines.
- **Temperature or air, not a leak:** cold fluid warming or warm fluid cooling, trapped air, ballooning — the curve flattens and a repeat loses less.

**What to check, in this order**
1. Surface first: the pump and lines against a closed valve, every wellhead valve, plug and the hanger seals.
2. The chart: a straight-line fall (a leak) or one that flattens (temperature, air); repeat once after it settles.
3. Which gauge moved: tubing, annulus, surface casing.
4. The set: the weight record when it was set, then a set-down or pull test.
5. Split the leak: the tubing test against a plug below the packer (tubing sound → the packer or the casing), then a test packer or RBP above it to test the casing on its own, moved up in steps to find a casing leak.

**What to do**
- Temperature or air: let it settle, retest, judge the stable part.
- Packer not set or not holding: reset it clear of collars and perforations (cycle the J on a mechanical packer; the maker's procedure on a hydraulic one), or pull and redress — the entries on setting a mechanical packer and on a hydraulic packer that will not set cover it.
- Tubing leak: find and replace the joint before the packer is trusted. Casing leak: isolate and repair it (squeeze, patch or liner) before the well is put on injection.
- **Injection and disposal wells:** this annulus test is the mechanical integrity test (MIT) — before injection, after any workover that moves the tubing, packer or casing, and periodically (40 CFR 146.8 and the state rule). In Texas (Form H-5 instructions): 48 hours' notice to the district; test to 500 psig or the maximum authorised injection pressure if lower, never below 200 psig, and at least 200 psi away from the tubing pressure; at least 30 min on a recorder; it passes when the pressure stabilises within 10 % of the required test pressure. A well that fails stays shut in until repaired and retested.

**Safety:** keep the test within the weakest rating in it and below the tubing's collapse with its margin; nobody by the wellhead, casing valve or test lines while pressured; bleed to zero and confirm before breaking a connection — and expect pressure to come up if a packer lets go with pressure below it.`,
    sources: [API_11D1, RRC_H5_INSTRUCTIONS, EPA_MIT, PETROWIKI_PACKERS, slbGlossary('packer')],
    lastReviewed: REVIEWED,
    safetyCritical: false,
    related: [
      'comp-mechanical-packer-set-release',
      'comp-hydraulic-packer-will-not-set',
      'ops-pressure-test-will-not-hold',
      'ops-tubing-casing-communication',
      'rrc-h5-mechanical-integrity',
    ],
  },
  {
    id: 'drill-accumulator-drawdown-test',
    title:
      'BOP accumulator (closing unit) drawdown test: the precharge check, charging pumps off, functioning the BOPs the test calls for (annular, pipe rams, the HCR valve), the final pressure at least 200 psi above the precharge, closing times, the pump capacity and recharge test, and what a failed test means — low precharge, leaking bottles or valves, pump problems',
    area: 'drilling',
    aliases: [
      'accumulator drawdown test',
      'accumulator draw-down test',
      'accumulator draw down test',
      'drawdown test on the accumulator',
      'koomey drawdown test',
      'koomey test',
      'closing unit test',
      'closing unit drawdown',
      'BOP control unit test',
      'accumulator test',
      'accumulator function test',
      'accumulator precharge',
      'precharge check',
      'pre-charge check',
      'nitrogen precharge',
      'accumulator bottles',
      'accumulator capacity test',
      'pump capacity test',
      'accumulator recharge time',
      'BOP closing time',
      'usable fluid volume',
      'API Spec 16D',
    ],
    // Pressure tests of the rams and the annular are the BOP pressure test entry's; a BOP leaking
    // or the accumulator falling during a kill is the well-control equipment entry's.
    appliesWhen: [
      'accumulator',
      'koomey',
      'closing unit',
      'control unit',
      'precharge',
      'pre-charge',
      'drawdown',
      'draw-down',
      'draw down',
      'bottle',
      'bottles',
      'nitrogen',
      'closing time',
      'recharge',
      'charging pump',
      'pump capacity',
    ],
    symptoms: [
      'accumulator pressure fell below precharge plus 200 psi on the drawdown test',
      'koomey pressure dropped too low when we functioned the BOPs with the pumps off',
      'accumulator pumps take too long to recharge the bottles',
      'BOP took longer than 30 seconds to close on the function test',
      'accumulator pumps keep cycling with no function being operated',
      'accumulator bottles lost their nitrogen precharge',
    ],
    summary:
      'The drawdown test proves the accumulator alone can shut the well in: with the precharge checked and the unit at full pressure, stop the charging pumps and function what the test calls for — on a surface stack typically close the annular and the pipe rams on pipe and open the hydraulic choke-line (HCR) valve — then read the final pressure, which API Std 53 requires to be at least 200 psi above the precharge. Time each function against the closing-time limits (surface: rams and annulars under 18-3/4 in. within 30 s, larger annulars 45 s), then restart the pumps and time the recharge. A failed test is low precharge, leaking bottles, bladders or valves, too little volume for the stack, or weak pumps — fix it and retest before drilling out or ahead.',
    body: `**Immediate actions (the drawdown test fails)**
1. **Do not drill out, drill ahead or trip** until the unit passes a retest — the BOP may not close on a kick.
2. Restart the charging pumps (and the backup system) and bring the unit back to full pressure; keep the hole full and watched.
3. Tell the toolpusher and the operator's representative; record the pressures and times.
4. A kick before the repair: shut in with the pumps running and only the functions needed (the entry on well-control equipment failing).

**Ask first**: surface or subsea stack, the unit's rated working pressure and specified precharge, how many bottles of what size — and which functions the rig's procedure and the unit's sizing calculation say the drawdown test must operate?

**The precharge**
- Checked bottle by bottle with the hydraulic side isolated and bled to the tank — on a charged bottle the reading is the fluid pressure, not the nitrogen.
- Typical: **1,000 psi for a 3,000 psi unit** (the maker's figure governs), topped up with **nitrogen only** — never air or oxygen, which with hydraulic oil under pressure can explode. API Std 53 leaves the check interval to the owner's maintenance system; common practice is at each rig-up before the BOP test and after any work on the bottles.

**The drawdown test (surface stack)**
1. Unit at full charge (3,000 psi on a 3,000 psi unit), the manifold and annular regulators at their normal settings, a joint of the smallest drill pipe in use through the stack.
2. **Charging pumps off** — electric and air — and isolated so they cannot cut in.
3. **Function the BOPs the test calls for**, as for a real shut-in: typically close the annular and the pipe rams and open the HCR valve (some procedures close every ram but the shear ram). Time each one.
4. **Read the final accumulator pressure: at least 200 psi above the precharge** (1,200 psi with a 1,000 psi precharge) — API Std 53's acceptance.
5. Open the BOPs and close the HCR, restart the pumps, **time the recharge** to full pressure, and record it all.

**Closing times and pumps**
- **Closing times** (API Std 53 and Spec 16D, surface stack): each ram within 30 s; an annular smaller than 18-3/4 in. within 30 s, 18-3/4 in. and larger within 45 s.
- **Pumps:** at least two pump systems on independent power, together able to charge the accumulators from precharge to rated working pressure within 15 min (API Std 53); air pumps must do it on about 75 psi of air. A common field **pump capacity test**: bottles isolated, the pumps alone close the annular on the smallest pipe and open the HCR and reach 200 psi above precharge within 2 min.

**Usable volume — worked figures**
- Per bottle, by Boyle's law: usable = V_gas × (P_pre ÷ P_min − P_pre ÷ P_max). A bottle with 10 gal of gas volume (the common 11-gal bottle) precharged to 1,000 psi, charged to 3,000 psi, used down to 1,200 psi: 10 × (1,000/1,200 − 1,000/3,000) = 10 × (0.833 − 0.333) = **5 gal usable**. The unit needs enough bottles for the functions' closing volumes plus the reserve the standard sets.

**Likely causes of a failed test**
- **Low precharge:** nitrogen lost through a leaking bladder, gas valve or fitting — each bottle gives less fluid; a burst bladder gives almost none.
- **Leaks:** four-way (control) valves passing fluid back to the tank, a leaking hose, fitting or operator seal — the pumps cycle with no function being operated.
- **Too little volume for the stack:** larger rams or another annular added, bottles isolated or out of service.
- **Slow closing:** long or small control lines, a regulator set low or sticking, a sticking valve or operator, air in the lines, low reservoir fluid.
- **Pumps:** air supply short, a pressure switch out of setting, a worn pump, a blocked suction strainer, a relief valve passing, the electric pump without power.

**What to check, in this order**
1. Each bottle's precharge; the bladders and gas valves on the low ones.
2. The unit at full charge, pumps off, no function operated: does the pressure hold? A slow fall is an internal leak — check each four-way valve's return, the hoses and fittings.
3. Regulator settings, and the manifold and annular pressures during the functions.
4. The reservoir level and the fluid's condition.
5. Each pump system on its own against the recharge time.

**What to do**
- Recharge low bottles with nitrogen to the specified precharge, replace failed bladders, repair leaking valves, hoses and fittings, service the pumps; add bottles where the stack's closing volumes need more than the unit holds.
- **Retest — drawdown, closing times and recharge — and record it before drilling out or ahead.**
- In US offshore waters, 30 CFR 250.735 requires the accumulator's volume and precharge to meet API Std 53 and an automatic backup charging system on independent power; subpart G's testing and recordkeeping rules apply.

**Safety:** the bottles hold 3,000 psi of stored energy — isolate and bleed the hydraulic side to zero and lock out the pumps before working on a bottle, hose or valve; nobody in the cellar or by the stack while the BOPs are functioned; nitrogen only for the precharge.`,
    sources: [
      API_53,
      API_16D,
      BSEE_BOP_EQUIPMENT,
      cfrSubpart(30, '250', 'G', 'Well Operations and Equipment (BSEE)'),
      slbGlossary('accumulator'),
    ],
    lastReviewed: REVIEWED,
    safetyCritical: true,
    related: [
      'drill-bop-pressure-test',
      'drill-well-control-equipment-failure',
      'ops-kick-warning-signs',
    ],
  },
  {
    id: 'lift-parted-sucker-rods-fishing',
    title:
      'Parted sucker rods on a beam-pumped well: the signs (polished-rod load down to the rods’ weight, no fluid), the depth of the part from the rods recovered or the hanging weight, pulling the top section, fishing with a rod overshot or socket run on the rods, pin, body and coupling breaks and reading the break, when to pull the tubing instead, and preventing the next part',
    area: 'artificial-lift',
    aliases: [
      'parted sucker rods',
      'sucker rod part',
      'sucker rods parted',
      'rod string parted',
      'fishing parted rods',
      'fishing sucker rods',
      'fish the rods',
      'rod fishing',
      'rod fishing tool',
      'rod overshot',
      'sucker rod overshot',
      'rod socket',
      'sucker rod socket',
      'pin break',
      'rod pin broke',
      'rod body break',
      'coupling break',
      'broken sucker rod',
      'rod failure analysis',
    ],
    symptoms: [
      'polished rod load dropped to the weight of the rods and no fluid at surface',
      'dyno card collapsed to a thin band well below the normal loads',
      'pump-off controller shut the well down on low load and no fluid comes up',
      'pulled the rods and found a broken pin in the coupling',
      'overshot will not catch the rods at the part',
      'rod body broke with a flat fatigue face',
    ],
    summary:
      'A rod part shows as the polished-rod load falling to the buoyant weight of the rods above the break with no fluid at surface. Stop and lock out the unit (it is counterweight-heavy), then find the depth from the hanging weight and confirm it by counting the rods pulled. Fish with a rod overshot or socket dressed for what looks up — body, upset or coupling — run on the rods, unseat the pump and pull within the rods’ safe pull. Read the break (fatigue from a pit or nick, a pin failing from make-up, a coupling worn thin, overload), and pull the tubing instead when the fish will not catch or the pump is stuck. Prevent the next part with rod guides, a reviewed taper design, corrosion inhibition, proper make-up and an end to fluid pound.',
    body: `**Immediate actions (rods parted with the unit running)**
1. **Stop the unit and set the brake.** With the rods parted it is counterweight-heavy: let the cranks settle with the counterweights at the bottom, set the brake and chain or pin the cranks as the lockout procedure says.
2. **Lock out and tag out the prime mover** (the motor at its disconnect, an engine's ignition and fuel) and try a start.
3. Keep clear of the horsehead, the polished rod and the carrier bar — the polished rod can drop or jump as the load changes.
4. **On a PCP**, stay away from the drive head until the backspin has stopped (the entry on PCP rods backed off).

**Ask first**: what did the dynamometer or pump-off controller show before and after the failure; what is the rod string (size, grade and length of each taper, sinker bars); what pump is it (insert or tubing pump) and at what depth; and what broke in the well's earlier rod parts (pin, body or coupling)?

**Signs**
- **The polished-rod load falls** to about the buoyant weight of the rods above the part: the card collapses to a thin band with no fluid load, well below the normal minimum. A shallow part gives very low loads; a part near the pump looks like a pump that is not pumping (unseated, or the traveling valve held open), with loads near the full rod weight.
- **No fluid** at the wellhead; the pump-off controller stops the well on low load, or it never pumps off; the fluid level rises in the annulus.
- The unit runs rough: counterweight-heavy, the motor current swinging, the gearbox knocking.

**Finding where it parted (the depth of the part)**
- **From the rods recovered:** count the rods and ponies pulled to the break (25 or 30 ft each) — exact.
- **Before pulling, from the hanging weight** (the rig's indicator, or the dynamometer's static load with the unit stopped) ÷ the buoyant weight per foot. Rods in air with couplings: 3/4 in. 1.634, 7/8 in. 2.224, 1 in. 2.904 lb/ft; in produced water multiply by about 0.87. Example: 7,800 lb hanging on 7/8 in. rods → 7,800 ÷ (2.224 × 0.87) ≈ 4,030 ft. On a tapered string, take off each taper's buoyant weight from the top down.

**Pin, body or coupling — and reading the break**
- **Pin break** (at the thread root or the pin's undercut): almost always make-up — too little circumferential displacement lets the shoulders separate and the pin fatigues; too much yields it; galled or dirty threads and bending too. The fish top is usually a coupling holding the broken pin.
- **Body break:** fatigue from a corrosion pit, a nick or bend from handling, wear on the tubing, or a stress range above the allowable on the modified Goodman diagram. The fish top is a rod body.
- **Coupling break or split:** couplings worn thin against the tubing (deviated wells), over-make-up, corrosion. The fish top is a pin or part of a coupling.
- **The fracture face:** fatigue is flat and square to the rod, with beach marks growing from one origin (a pit, a nick, a thread root) and a small rough final-break area; overload is necked, with a 45° cup-and-cone and a stretched rod; a spiral break is torsion (PCP). Keep the broken ends clean and dry for analysis, and look at the pits and wear on the rods either side.

**What to do — fishing**
1. Rig up the pulling unit, unclamp and pull the rods above the part; inspect each rod and coupling coming out (pits, wear, bends) and note the depth of every damaged one.
2. **Dress the fishing tool for what looks up:** a rod overshot or rod socket with the grapple or slips sized for the rod body, the upset or the coupling OD, run on the rods. A clean, undamaged pin or coupling looking up can be screwed back into — and that connection replaced at surface.
3. Lower slowly onto the fish and engage it (the weight drops, then the pick-up weight returns to the full string); **unseat the pump** and pull within the safe pull of the weakest rods (the entry on a pump that will not unseat).
4. Replace the failed rod and its neighbours — the whole taper where corrosion or wear is general — make up every connection to API RP 11BR displacement, and re-space the pump.

**When to pull the tubing instead (stripping out)**
- The fish will not catch: a corkscrewed top (rods buckled as they fell), a split coupling, a fish top worn to no shoulder.
- **The pump is stuck** — sand, scale, paraffin or iron sulfide around the plunger or in the seating nipple — and will not unseat within the rods' safe pull.
- Several parts or rods piled in the tubing, a tubing pump (its barrel is part of the tubing), or a tubing leak as well: strip the rods and tubing out together, backing the rods off at each tubing joint.

**Preventing the next one**
- A record of every part: depth, type, fracture face, corrosion found.
- **Rod guides** placed from a deviation survey and side-load calculation where rods or couplings wear; a tubing anchor; slimhole or spray-metal couplings in wear zones.
- **Review the tapered string** (API RP 11L or a wave-equation design) against the modified Goodman diagram with a service factor for the fluid; sinker bars at the bottom; larger rods where loads are high. A higher grade only where the fluid allows it: with H2S, high-strength rods (grade D and the special high-strength grades) are prone to sulfide stress cracking — keep to rods rated for sour service (NACE MR0175 / ISO 15156; API Spec 11B grade C or K) and take the sour service factor in the Goodman diagram.
- **Corrosion inhibition** (batch or continuous), oxygen kept out, bacteria controlled; H2S and CO2 call for a lower service factor.
- **Stop fluid pound:** a pump-off controller or VSD, the right pump size and pumping speed; counterbalance checked.
- Proper handling and make-up on every run.

**Safety:** a rod string pulled on a stuck fish is a stretched spring — stay out of line with the rods and elevators and never exceed the rods' safe pull; the unit stays locked out with the cranks secured while the rig is over the well. Rig work: fall protection on the derrick board, pinch points at the elevators, hooks and tongs, H2S monitors, and a well that can flow up the tubing or casing once the pump is unseated.`,
    sources: [
      API_11BR,
      API_11B,
      PETROWIKI_SUCKER_RODS,
      slbGlossary('overshot'),
      OSHA_HAZARDOUS_ENERGY,
    ],
    lastReviewed: '2026-12-04',
    safetyCritical: true,
    related: [
      'lift-rod-pump-failures',
      'lift-dynamometer-cards',
      'lift-stuck-pump-will-not-unseat',
      'lift-pcp-rod-backoff-backspin',
      'lift-pumping-unit-lockout',
      'lift-rod-tubing-corrosion-wear',
    ],
  },
];
