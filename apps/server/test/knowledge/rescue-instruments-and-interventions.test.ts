import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Rescue, instruments and interventions, asked as a field report with figures and briefly: a
 * hand hanging in his harness after a fall, changing a gas-lift valve on slickline, a transmitter
 * whose reading has frozen, a coil sand cleanout in a depleted well, who signs what on a permit to
 * work, raising a mast in wind on a rig move, and a hand or finger hurt in a pinch point.
 */

const REVIEWED = '2026-12-02';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'ops-suspended-worker-rescue',
    title: /^A worker hanging in his fall-arrest harness after a fall/,
    says: /Get him down within minutes/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Our floorhand slipped climbing the 110 ft mast and the climb assist caught him about 60 ft up; he is hanging there in his harness, awake but says his legs are going numb. It has been 4 minutes. The volunteer fire department says 40 minutes to get here and the nearest man-lift is in town. What do we do right now?',
      'guy is dangling in his harness off the pipe rack, how fast do we need him down?',
      'once we lower a man who was hanging in his harness, do we sit him up or lay him down?',
    ],
  },
  {
    id: 'lift-gas-lift-valve-changeout',
    title: /^Changing out a gas-lift valve in a side-pocket mandrel with slickline/,
    says: /empty pocket/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'New design calls for swapping the operating valve at 7,450 ft and dummying the top two mandrels on a 2-7/8 in. gas-lift well; injection is 1,050 psi on the casing, tubing flows at 180 psi and the mandrels are 1 in. pocket with BK-2 latches. Slickline is coming Thursday. How should the valve change be run, and how do we bring the gas back afterwards?',
      'kickover tool keeps going past the mandrel and will not trip, what now',
      'how do we change out a gas lift valve on wireline?',
    ],
  },
  {
    id: 'fac-instrument-reading-frozen',
    title: /^A level, pressure or flow transmitter reading flat, frozen or stuck/,
    says: /Believe the field, not the screen/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'The oil level on the 36 in. two-phase separator has shown 50 % on the SCADA since the night shift, dead flat on the trend, yet the 1 in. dump valve has cycled dozens of times and we shipped 240 bbl. It dropped to 5 °F last night and the level transmitter is a dp cell with its own high-level trip. What is wrong and can we keep running?',
      'pressure transmitter on the inlet has not moved off 612 psi in six hours, is it bad?',
      'level reading frozen on the screen but the sight glass is moving, what should we check?',
    ],
  },
  {
    id: 'comp-ct-cleanout-underpressured',
    title: /^A coiled tubing sand or fill cleanout in an underpressured or depleted well/,
    says: /at or a little below the reservoir pressure/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Old gas well with 600 ft of sand fill above perforations at 7,200 ft; shut-in pressure works out to about 0.33 psi/ft. Plan is 1-1/2 in. coil through 2-3/8 in. tubing that ends at 6,900 ft in 5-1/2 in. casing, washing with 2% KCl water at 1.5 bpm. Will that clean it out, or will we lose returns and get the coil stuck?',
      'sand cleanout with coil on a depleted well, foam or nitrogen?',
      'washing sand with coiled tubing and we lose all returns, what fluid should we use instead?',
    ],
  },
  {
    id: 'ops-permit-to-work-roles',
    title: /^The permit to work and who signs what/,
    says: /second competent person/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'I am the only operator on our compressor station most days. Tomorrow a two-man contract crew changes a suction valve on unit 2 at 350 psi gas, and the supervisor wants me to write the permit, do the isolations and sign them off as verified myself, then hand it over at 6 pm to the night operator. Is that allowed, and how should the roles and the handover work?',
      'can the permit issuer also be the one who verifies the isolations?',
      'how do we hand over an open work permit at crew change?',
    ],
  },
  {
    id: 'drill-rig-move-mast-wind',
    title: /^Raising or lowering the mast or derrick in wind on a rig move or rig-up/,
    says: /never borrow another rig's number/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Rigging up a single-trailer workover rig with a 112 ft telescoping mast. The wind is steady at 18 mph with gusts to 32, and the forecast has it building to 35 by mid afternoon. The trucks are on the clock and the pusher wants to scope it up now and guy it off before the wind gets worse. Do we raise it?',
      'what is the wind limit for raising a rig mast?',
      'is it safe to lay the derrick down with gusts near 30 mph?',
    ],
  },
  {
    id: 'ops-hand-finger-injury',
    title: /^A hand or finger injury on a rig or location/,
    says: /direct pressure/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      "Laying down 2-7/8 in. tubing on a workover, a joint rolled off the catwalk and caught our floorhand's left middle finger against the pipe rack. His glove is torn, there is a cut about 1 in. long across the middle knuckle that has bled through two rags in 15 minutes, and he says the tip feels numb. The nearest clinic is 50 miles away and he wants to tape it up and finish the last 40 joints. What do we do?",
      'smashed my finger in the slips and the nail went black, do I need to see a doctor?',
      'a hand lost the tip of his finger in the tongs, how do we keep the piece for the hospital?',
    ],
  },
];

describeNewTopics('Rescue, instruments and interventions', NEW_TOPICS);
