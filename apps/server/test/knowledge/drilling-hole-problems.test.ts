import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Drilling-hole problems the neighbouring entries leave out, asked as a field report with figures
 * and briefly: H2S coming up with the returns while circulating, overpull on a trip out of a
 * lateral, coiled tubing locking up short of TD, kick tolerance, and a radioactive logging source
 * stuck in the hole.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'drill-h2s-in-returns-circulating',
    title: /^H2S coming up with bottoms up on a rig/,
    says: /SCBA/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Tripped back in to 9,850 ft after a bit change on the Ranger 2H and broke circulation; about 20 min into bottoms up the bell nipple sensor hit 35 ppm and the one at the shakers 20 ppm. 10.2 ppg WBM, pH 9.5, pumps still running. Do we keep circulating it out over the shakers or what?',
      'sour trip gas showing on bottoms up, should we keep circulating?',
    ],
  },
  {
    id: 'drill-lateral-wiper-trip-overpull',
    title: /^Tight hole and overpull on a wiper or short trip/,
    says: /Do not backream/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      '8-1/2 in lateral at 17,400 ft MD, 10,100 TVD, 9.8 ppg WBM. Started a wiper trip and took 40k over at 14,200 ft; when we kicked the pumps on the pressure jumped 150 psi, and the shakers were still loaded when we began pulling. Company man wants to backream all the way to the curve. Good idea?',
      'hole is tight on the short trip out of the horizontal, do we backream?',
    ],
  },
  {
    id: 'comp-ct-lockup-long-lateral',
    title: /^Coiled tubing locking up before TD/,
    says: /helical/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Running 2-3/8 in CT to mill the last six plugs in a 10,500 ft lateral, 5-1/2 in casing, fresh water with FR. At 17,900 ft MD the weight bled from 12k down to about -2k and the depth counter quit moving; no stall, pressure steady. The pre-job model had us reaching 19,500 ft. What can we do to get deeper?',
      'coil keeps locking up short of TD in a long lateral',
    ],
  },
  {
    id: 'drill-kick-tolerance',
    title: /^Kick tolerance/,
    says: /Boyle/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      '8-1/2 in hole under the 9-5/8 shoe at 7,600 ft TVD, FIT 13.5 ppg EMW. Weighted up from 10.8 to 11.2 ppg at 9,900 ft and the geologist now expects up to 11.8 before the 7 in point at 10,800 ft. The KT on the morning report dropped under our 50 bbl minimum. Should we keep drilling, and how do we recalculate it?',
      'how is kick tolerance calculated and when should it be updated',
    ],
  },
  {
    id: 'drill-radioactive-source-stuck-in-hole',
    title: /^A radioactive logging source stuck or lost in the hole/,
    says: /rupture/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'BHA stuck at 12,300 ft in the 6-1/8 lateral pulling out; the LWD has a Cs-137 density source and an Am-Be neutron source about 60 ft above the bit. Jarred 14 hours with no movement and the fishing hand wants a string shot to back off above the jars. What about the sources, and who do we have to tell?',
      'LWD nuclear sources stuck downhole, what are the rules for leaving them in the well?',
    ],
  },
];

describeNewTopics('drilling hole problems', NEW_TOPICS);
