import type { KnowledgeEntry } from '../knowledge-entry';
import { API_STANDARDS, REVIEWED, cfrSection } from './sources';

/** Production operations, hydraulics and asset economics topics of product docs/product.md §1. */
export const operationsEconomicsEntries: readonly KnowledgeEntry[] = [
  {
    id: 'ops-arps-decline',
    title: 'Decline curve analysis: Arps exponential, hyperbolic and harmonic declines',
    area: 'operations',
    aliases: [
      'decline curve',
      'decline curve analysis',
      'DCA',
      'Arps',
      'hyperbolic decline',
      'exponential decline',
      'harmonic decline',
      'b factor',
      'b-factor',
      'initial decline rate',
      'terminal decline',
      'modified hyperbolic',
      'EUR',
      'estimated ultimate recovery',
      'type curve',
      'nominal vs effective decline',
    ],
    summary:
      "Arps' decline equations describe rate versus time with an initial rate, an initial decline and a b-factor (0 exponential, 0–1 hyperbolic, 1 harmonic); shale wells often fit b above 1 early, so a terminal (minimum) decline is imposed to keep EUR realistic.",
    body: `**The equations (Arps, 1945)**
- Hyperbolic: q(t) = qi / (1 + b·Di·t)^(1/b), with **qi** the initial rate, **Di** the initial *nominal* decline and **b** the hyperbolic exponent.
- **b = 0:** exponential, q = qi·e^(−Di·t) — constant percentage decline.
- **b = 1:** harmonic.
- Cumulative production and time to an economic limit follow in closed form; **EUR** is the cumulative to the economic limit (plus past production).

**Practical points**
- **Nominal vs. effective decline:** companies quote effective annual decline (e.g. "65 %/yr"); the equations use nominal rates. Convert explicitly — for exponential, D_nominal = −ln(1 − D_effective); hyperbolic conversions depend on b. State which one you are using.
- **Unconventional wells** often show b > 1 during transient linear flow; extrapolating that forever overstates EUR. The **modified hyperbolic** (Robertson) switches to exponential at a terminal decline (commonly 5–10 %/yr effective).
- Fit on a stable trend (exclude shut-ins, choke changes, offset frac hits), use rate-normalised or cumulative plots as checks, and compare with analogue type curves.

The decline calculators here compute rate, cumulative, time and EUR to an economic limit, convert nominal ↔ effective, and fit a decline to production data with the fit quality reported.`,
    sources: [
      {
        title: 'J. J. Arps, "Analysis of Decline Curves", Transactions of the AIME 160, 1945',
        url: 'https://doi.org/10.2118/945228-G',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['econ-reserves-prms-sec', 'econ-npv-irr-payout'],
  },
  {
    id: 'ops-ipr-nodal-analysis',
    title: 'Inflow performance (PI, Vogel IPR) and nodal analysis',
    area: 'operations',
    aliases: [
      'IPR',
      'inflow performance relationship',
      'Vogel',
      'productivity index',
      'PI',
      'nodal analysis',
      'systems analysis',
      'tubing performance curve',
      'vertical lift performance',
      'VLP',
      'AOF',
      'absolute open flow',
      'drawdown',
      'backpressure equation',
    ],
    summary:
      "The IPR gives how much a well can deliver at each flowing bottomhole pressure — a straight line (PI) above the bubble point and Vogel's curve below it; nodal analysis intersects it with the tubing and surface system curve to find the operating rate and test changes such as tubing size, lift or wellhead pressure.",
    body: `**Inflow**
- **Productivity index:** J = q / (p̄r − pwf) — a straight line for single-phase liquid above the bubble point.
- **Vogel (1968)** for solution-gas-drive wells below the bubble point: q/qmax = 1 − 0.2(pwf/p̄r) − 0.8(pwf/p̄r)². The **composite** form joins a straight line above the bubble point to Vogel below it.
- **Gas wells:** the backpressure equation q = C(p̄r² − pwf²)^n, with C and n from multi-rate tests (n between 0.5 and 1), gives the AOF.

**Outflow:** the pressure needed at the bottom of the well to lift a given rate through tubing and surface facilities (vertical lift performance, from multiphase correlations such as Beggs–Brill or mechanistic models).

**Nodal analysis:** plot both against rate at a node (usually bottomhole); the intersection is the expected operating point. Use it to:
- compare tubing sizes, lift methods, compression (lower wellhead pressure) or stimulation;
- diagnose underperformance (well test below the intersection → restriction, damage, lift problem);
- see when a well will stop flowing naturally.

The IPR calculators here compute PI, Vogel and composite IPRs and gas backpressure C, n and AOF, warning when n is outside 0.5–1.`,
    sources: [
      {
        title:
          'J. V. Vogel, "Inflow Performance Relationships for Solution-Gas Drive Wells", JPT, January 1968 (SPE-1476-PA)',
        url: 'https://doi.org/10.2118/1476-PA',
      },
      {
        title:
          'H. D. Beggs and J. P. Brill, "A Study of Two-Phase Flow in Inclined Pipes", JPT, May 1973 (SPE-4007-PA)',
        url: 'https://doi.org/10.2118/4007-PA',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['lift-selection', 'lift-fluid-level', 'fac-line-sizing'],
  },
  {
    id: 'ops-production-surveillance',
    title: 'Production surveillance: well tests, allocation and spotting underperformers',
    area: 'operations',
    aliases: [
      'well test frequency',
      'how often to test wells',
      'how often to well test',
      'how often to well-test',
      'well-test frequency',
      'production surveillance',
      'well test',
      'well testing',
      'test separator',
      'production allocation',
      'allocation factor',
      'exception based surveillance',
      'underperforming wells',
      'production optimization',
      'deferred production',
      'downtime tracking',
      'water cut',
      'GOR trend',
      'lost production',
    ],
    summary:
      'Good surveillance combines regular, representative well tests, sound allocation of measured sales back to wells, and exception-based review of rates, ratios (water cut, GOR), pressures and downtime to find and rank the wells worth working on.',
    body: `**Well tests:** test each well often enough to track changes (monthly is common for significant wells), long enough to be representative after switching (purge the test separator), and with calibrated meters and a reliable water-cut measurement. Keep the test history with the conditions (choke, pressures, lift settings).

**Allocation:** lease or battery sales are allocated back to wells by test rates and on-time. Watch the **allocation factor** (measured ÷ theoretical): a factor drifting away from 1 signals meter, test or on-time problems (API MPMS Chapter 20.1 covers allocation measurement).

**Exception-based review — what to trend**
- Oil, gas and water rates against each well's **decline forecast**.
- **Water cut / WOR** and **GOR** trends (coning, breakthrough, bubble-point depletion).
- Tubing, casing and line pressures; lift indicators (pump fillage, amps, injection rates).
- **Downtime and deferred production** by cause (lift failures, power, facility, weather, shut-ins for offset fracs).

**Turning it into action:** rank opportunities by barrels per day recoverable × probability ÷ cost — lift optimisation and downtime fixes usually pay back faster than workovers.`,
    sources: [
      {
        title: 'API MPMS Chapter 20.1, Allocation Measurement',
        url: API_STANDARDS.url,
      },
      {
        title: 'J. J. Arps, "Analysis of Decline Curves", Transactions of the AIME 160, 1945',
        url: 'https://doi.org/10.2118/945228-G',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['ops-arps-decline', 'lift-selection'],
  },
  {
    id: 'econ-texas-severance-tax',
    title: 'Texas severance (production) taxes and cleanup fees on oil and gas',
    area: 'economics',
    aliases: [
      'severance tax',
      'Texas severance tax',
      'oil production tax',
      'gas production tax',
      'production tax Texas',
      'oil field cleanup fee',
      'regulatory fee',
      '4.6 percent',
      '7.5 percent',
      'Comptroller',
      'high cost gas exemption',
      'severance tax exemption',
    ],
    summary:
      'Texas taxes crude oil at 4.6 % and natural gas at 7.5 % of market value, plus oil-field cleanup fees of 5/8 cent per barrel and 1/15 cent per Mcf; exemptions or reduced rates exist for qualifying wells (high-cost gas, enhanced recovery, reactivated inactive wells).',
    body: `**Rates (Texas Tax Code chapters 201 and 202; Natural Resources Code §§81.116–81.117)**

| | Production tax | Oil-field cleanup regulatory fee |
|---|---|---|
| Crude oil and condensate | **4.6 %** of market value | **$0.00625 per barrel** (5/8 of a cent) |
| Natural gas | **7.5 %** of market value | **1/15 of a cent per Mcf** |

**Who pays and when:** usually the **first purchaser** withholds and remits oil tax (and the producer or purchaser the gas tax); reports are filed monthly with the Comptroller — oil typically by the 25th of the month after production, gas by the 20th of the second month after. Check the Comptroller's current due dates.

**Exemptions and reductions** (certified in advance with the RRC and Comptroller; the cleanup fee still applies): high-cost gas wells (reduced rate for a period), enhanced oil recovery projects, wells that were inactive for years and are returned to production, orphaned wells reactivated, and others — each with its own qualification rules and time limits.

**In economics:** apply the tax to the revenue after deducting allowed costs as the statute permits, and to the working interest owners' share as your contracts provide. The well-economics calculators here take the severance rates as explicit inputs.`,
    sources: [
      {
        title: 'Texas Comptroller, Crude Oil Production Tax',
        url: 'https://comptroller.texas.gov/taxes/crude-oil/',
      },
      {
        title: 'Texas Comptroller, Natural Gas Production Tax',
        url: 'https://comptroller.texas.gov/taxes/natural-gas/',
      },
      {
        title: 'Texas Natural Resources Code §81.116, Oil-field Cleanup Regulatory Fee on Oil',
        url: 'https://statutes.capitol.texas.gov/Docs/NR/htm/NR.81.htm#81.116',
      },
    ],
    lastReviewed: REVIEWED,
    related: ['econ-interests-nri', 'econ-npv-irr-payout'],
  },
  {
    id: 'econ-interests-nri',
    title: 'Working interest, net revenue interest, royalties and overrides',
    area: 'economics',
    aliases: [
      'working interest',
      'WI',
      'net revenue interest',
      'NRI',
      'royalty interest',
      'overriding royalty',
      'ORRI',
      'lease royalty',
      'mineral interest',
      'carried interest',
      'revenue interest calculation',
      'division order',
    ],
    summary:
      'Working interest owners pay the costs; revenue is shared after royalty and overriding royalty burdens, so a 100 % working interest under a 25 % royalty lease carries a 75 % net revenue interest. Costs follow WI, revenue follows NRI.',
    body: `**Definitions**
- **Working interest (WI):** the share of the lease's operating rights — and of its **costs** (drilling, completion, LOE, plugging).
- **Royalty:** the mineral owner's share of production (or proceeds), **free of production costs** (post-production deductions depend on the lease).
- **Overriding royalty (ORRI):** a cost-free share carved out of the working interest, often for landmen, geologists or prior owners; ends with the lease.
- **Net revenue interest (NRI):** the working-interest owner's share of revenue after royalties and overrides.

**Arithmetic**
- Lease NRI = 1 − royalty − ORRIs. Example: 1/4 royalty and 2 % ORRI → lease NRI = 1 − 0.25 − 0.02 = 0.73.
- Owner NRI = WI × lease NRI. A 50 % WI in that lease → 0.365 NRI.
- **Costs** are shared by WI (50 %); **revenue** by NRI (36.5 %). Severance taxes are usually borne by all revenue owners in proportion.

**In practice:** division orders set the decimal interests paid by the purchaser; check them against title opinions. Carried interests and back-ins change WI after payout — model the before- and after-payout interests separately.`,
    sources: [
      {
        title: 'U.S. Energy Information Administration, Glossary',
        url: 'https://www.eia.gov/tools/glossary/',
      },
      { title: 'Society of Petroleum Evaluation Engineers (SPEE)', url: 'https://spee.org/' },
    ],
    lastReviewed: REVIEWED,
    related: ['econ-npv-irr-payout', 'econ-texas-severance-tax'],
  },
  {
    id: 'econ-npv-irr-payout',
    title: 'Well economics: NPV, IRR, payout and break-even price conventions',
    area: 'economics',
    aliases: [
      'NPV',
      'net present value',
      'IRR',
      'internal rate of return',
      'payout',
      'payback',
      'break-even price',
      'breakeven',
      'discount rate',
      'PV10',
      'mid-period discounting',
      'end of period discounting',
      'cash flow model',
      'well economics',
      'lease operating expense',
      'LOE',
      'profitability index',
    ],
    summary:
      'Well economics discount monthly net cash flow (revenue × NRI minus taxes, LOE and capital × WI) to NPV, find the IRR where NPV is zero, the payout time and the break-even price; state the discounting convention (end- or mid-period, monthly or annual compounding), because it changes the answer.',
    body: `**Monthly net cash flow (working-interest owner)**
Revenue = volumes × price (less differentials and deductions) × **NRI**; minus **severance and ad valorem taxes**; minus **LOE × WI** (fixed per well-month plus variable per barrel/Mcf, water disposal, workovers); minus **capital × WI** (drilling, completion, facilities; plugging at the end).

**Measures**
- **NPV at rate i:** Σ CFt / (1 + i)^t. **PV10** is NPV at 10 %/yr (the SEC's standardized measure uses it with prescribed prices).
- **IRR:** the discount rate making NPV zero (can be multiple or undefined when cash flows change sign more than once).
- **Payout:** time until cumulative undiscounted (or discounted) cash flow turns positive.
- **Break-even price:** the flat price that makes NPV (at your hurdle rate) zero.
- **Profitability index:** NPV ÷ discounted investment, for ranking capital-constrained projects.

**Conventions that change the result — always state them**
- End-of-period vs. **mid-period** discounting; monthly vs. annual compounding (a 10 %/yr annual rate is not 10/12 % per month compounded).
- Price deck (flat, strip, escalated), differentials, and whether taxes and LOE escalate.
- Economic limit (stop when cash flow turns negative) and abandonment cost timing.

The well-economics calculators here take the discounting convention as a parameter and return NPV, IRR, payout and break-even with the assumptions listed.`,
    sources: [
      { title: 'Society of Petroleum Evaluation Engineers (SPEE)', url: 'https://spee.org/' },
      cfrSection(
        17,
        '210.4-10',
        'Financial accounting and reporting for oil and gas producing activities',
      ),
    ],
    lastReviewed: REVIEWED,
    related: ['econ-interests-nri', 'econ-reserves-prms-sec', 'ops-arps-decline'],
  },
  {
    id: 'econ-reserves-prms-sec',
    title: 'Reserves classification: SPE-PRMS and SEC rules (1P, 2P, 3P; PDP, PDNP, PUD)',
    area: 'economics',
    aliases: [
      'reserves',
      'reserves classification',
      'PRMS',
      'SPE-PRMS',
      'SEC reserves',
      'proved reserves',
      'probable reserves',
      'possible reserves',
      '1P',
      '2P',
      '3P',
      'PDP',
      'PDNP',
      'PUD',
      'five year rule',
      'contingent resources',
      'reasonable certainty',
    ],
    summary:
      'SPE-PRMS classifies discovered recoverable volumes as reserves (proved, probable, possible) or contingent resources by commerciality and uncertainty; SEC rules for U.S. filers use proved reserves with reasonable certainty, 12-month average prices and a five-year limit on undeveloped locations.',
    body: `**SPE Petroleum Resources Management System (PRMS)**
- **Reserves:** discovered, commercial, with a development commitment. Categorised by uncertainty: **Proved (1P)**, **Probable (2P = 1P + probable)**, **Possible (3P)**. Deterministically, proved means "reasonable certainty"; probabilistically, at least 90 % (1P), 50 % (2P) and 10 % (3P) chance of being met or exceeded.
- **Contingent resources:** discovered but not yet commercial (no market, no approval, technology not proven). **Prospective resources:** undiscovered.
- Sub-classes by status: **developed producing (PDP)**, **developed non-producing (PDNP** — behind pipe, shut in**)**, **undeveloped (PUD)**.

**SEC rules (Regulation S-X Rule 4-10) for U.S.-listed companies**
- Only **proved** reserves are required (probable and possible optional and disclosed separately).
- Prices: the **12-month average** of first-day-of-month prices; costs current.
- **PUDs** must be scheduled for development within **five years** of booking under an adopted plan, and be reasonably certain from reliable technology.
- Standardized measure of discounted future net cash flows at 10 %.

**Practical:** document the basis for each category (decline fits, analogues, volumetrics), be consistent between the reserves report and the economics, and review booked PUDs against the drilling schedule every year.`,
    sources: [
      {
        title: 'SPE, Petroleum Resources Management System (PRMS)',
        url: 'https://www.spe.org/en/industry/petroleum-resources-management-system/',
      },
      cfrSection(
        17,
        '210.4-10',
        'Financial accounting and reporting for oil and gas producing activities',
      ),
    ],
    lastReviewed: REVIEWED,
    related: ['ops-arps-decline', 'econ-npv-irr-payout'],
  },
];
