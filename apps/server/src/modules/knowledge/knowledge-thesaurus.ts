import { phraseWords, tokenize } from './tokenize';

/**
 * The field thesaurus: the words engineers use for a symptom, and the abbreviations of the trade,
 * mapped to the vocabulary the knowledge base is written in. A question that says "surges and
 * dies" is about liquid loading, "white scale" about calcium carbonate, "took less than
 * calculated" about a swabbed kick on a trip — words no entry need repeat for retrieval to find
 * it. Each rule is general field language; none is a phrasing of one particular question.
 *
 * A rule fires when the question holds every word of one of its phrases (stemmed, small words
 * included: "loads up", "pumped off"), in order, with at most {@link MAX_GAP} other words between
 * them; its expansion then joins the question's terms as evidence (see `knowledge-search.ts`).
 */

export interface ThesaurusRule {
  /** Ways of saying it in the field; a phrase matches its words in order, with small gaps. */
  says: readonly string[];
  /** What it means in the knowledge base's words. */
  means: string;
  /** A person at risk, a fire or an uncontrolled release: the answer protects people first. */
  emergency?: boolean;
}

/**
 * Other words allowed between two words of a phrase of three words or more ("drop in load on the
 * downstroke"), not counting the small words of {@link OPTIONAL_WORDS}.
 */
const MAX_GAP = 2;

/** Symptoms in the words of the field. */
const SYMPTOMS: readonly ThesaurusRule[] = [
  // Gas wells that load up with liquid.
  {
    says: [
      'surges and dies',
      'surging dying',
      'heads and dies',
      'heading up',
      'slugs and dies',
      'flows then dies',
      'dies every few days',
      'logs off',
      'loads up',
      'loading up',
      'loaded up',
      'needs swabbing to flow',
      'swab it in',
      'swabbed in',
      'swab it to flow',
      'casing pressure climbing tubing pressure falling',
      'erratic gas rate',
      'rate erratic',
      'declining erratically',
      'slugging water',
      'rate cycling',
    ],
    means: 'liquid loading gas well critical velocity unload',
  },
  // Deposits, by what they look like.
  {
    says: [
      'white scale',
      'white deposit',
      'hard white',
      'chalky deposit',
      'fizzes in acid',
      'bubbles in acid',
      'dissolves in acid',
      'reacts with acid',
    ],
    means: 'calcium carbonate scale',
  },
  {
    says: [
      'will not dissolve in acid',
      'wont dissolve in acid',
      'insoluble in acid',
      'acid does not touch',
      'hard grey scale',
      'hard gray scale',
    ],
    means: 'barium sulfate scale barite',
  },
  {
    says: [
      'seawater',
      'sea water',
      'seawater injection',
      'seawater breakthrough',
      'sulfate rich water',
      'sulphate rich water',
    ],
    means: 'barium strontium sulfate scale seawater',
  },
  // A line that plugs again and again in the cold: hydrate or wax.
  {
    says: [
      'plugs every night',
      'plugs every cold night',
      'plugs up every night',
      'plugs every morning',
      'plugged every morning',
      'freezes every night',
      'freezes up every night',
      'freezes off every night',
      'plugs when it gets cold',
      'plugs in cold weather',
      'plugs again and again',
      'keeps plugging',
      'keeps freezing',
      'keeps freezing off',
    ],
    means: 'flowline plugs repeatedly hydrate paraffin cold',
  },
  {
    says: [
      'cutting paraffin',
      'cut paraffin',
      'scraping wax',
      'scraping the tubing',
      'hot oiling',
      'hot oil',
      'hot oiler',
      'pour point',
      'cloud point',
      'wax appearance',
      'waxy crude',
      'waxing up',
      'soft black deposit',
      'brown waxy',
    ],
    means: 'paraffin wax deposition',
  },
  {
    says: [
      'black hard deposit',
      'coal like deposit',
      'dissolves in xylene',
      'toluene soluble',
      'black tacky',
      'black sticky',
      'hot oil didnt touch',
      'hot oil did not touch',
      'doesnt dissolve in diesel',
      'does not dissolve in diesel',
      'since the co2 flood',
    ],
    means: 'asphaltene deposition',
  },
  // Rod pumps and their cards.
  {
    says: [
      'drop in load downstroke',
      'load drops downstroke',
      'load falls off downstroke',
      'downstroke then drops',
      'downstroke then falls',
      'load hangs up',
      'load stays up downstroke',
      'load holds up downstroke',
      'loses load downstroke',
      'hits fluid',
      'hitting fluid',
      'pumped off',
      'pumping off',
      'incomplete fillage',
      'partial fillage',
      'barrel not filling',
    ],
    means: 'fluid pound pump fillage pump off control',
  },
  {
    says: ['gradual drop in load', 'rounded card', 'gas in the pump', 'gas locked', 'gas locking'],
    means: 'gas interference gas pound gas lock',
  },
  {
    says: ['rod part', 'parted rods', 'rods parted', 'pin break', 'coupling wear', 'rod wear'],
    means: 'rod part rod failure tubing wear corrosion',
  },
  {
    says: ['hole in the tubing', 'holes in the tubing', 'tubing leak', 'split tubing'],
    means: 'tubing leak tubing failure corrosion wear',
  },
  // Drilling.
  {
    says: [
      'took less than calculated',
      'less than calculated',
      'short on fill',
      'not taking fill',
      'not taking proper fill',
      'not taking the right fill',
      'hole not taking',
      'trip tank gain',
      'trip tank gaining',
      'pulling wet and the hole',
      'swabbing on trips',
      'swabbing on the trip',
      'swab on trips',
      'am i swabbing',
      'are we swabbing',
    ],
    means: 'swab kick tripping hole fill trip sheet',
  },
  {
    says: [
      'pit gain',
      'pits gaining',
      'flow with pumps off',
      'flowing with the pumps off',
      'flow check positive',
      'returns increased',
      'drilling break',
    ],
    means: 'kick warning signs shut in well control',
  },
  {
    says: [
      'losing returns',
      'lost returns',
      'partial returns',
      'losing mud',
      'mud losses',
      'losing fluid to the formation',
      'pit volume dropping',
      'pits dropping',
      'annulus not full',
      'no returns',
      'lost all returns',
      'total losses',
      'cant see fluid in the annulus',
      'no fluid in the annulus',
    ],
    means: 'lost circulation losses lcm',
  },
  {
    says: [
      'cannot move the pipe',
      'can not move the pipe',
      'cant move the pipe',
      'cannot pull free',
      'cant pull free',
      'cannot rotate',
      'cant rotate',
      'will not go up or down',
      'got stuck',
      'string stuck',
      'pipe hung up',
      'hung up',
    ],
    means: 'stuck pipe differential sticking pack off key seat',
  },
  {
    says: [
      'tight hole',
      'tight spots',
      'excessive drag',
      'drag on trips',
      'hole fill after trips',
      'cavings',
      'splintery cavings',
      'shale swelling',
      'hole collapse',
      'washed out hole',
      'backreaming',
    ],
    means: 'wellbore instability cavings shale inhibition',
  },
  // Hydrates and trapped pressure.
  {
    says: [
      'ice plug',
      'freeze off',
      'freeze up',
      'froze up',
      'frozen choke',
      'frozen line',
      'line froze',
      'iced up',
    ],
    means: 'hydrate plug',
  },
  {
    says: [
      'pressure behind a plug',
      'pressure below the plug',
      'pressure above the plug',
      'pressure trapped',
      'trapped gas',
      'pressure between two valves',
      'pressure between the plugs',
      'plug with pressure on both sides',
    ],
    means: 'trapped pressure plug bleed off',
  },
  // Production wells.
  {
    says: [
      'water cut jumped',
      'water cut went up',
      'water cut went from',
      'water cut rose',
      'water cut increased',
      'water cut doubled',
      'water cut climbing',
      'more water',
      'making more water',
      'watered out',
      'water coning',
      'water breakthrough',
    ],
    means: 'water cut rising water breakthrough',
  },
  {
    says: [
      'gor jumped',
      'gor went up',
      'gor went from',
      'gor climbing',
      'gor rising',
      'gor increased',
      'making more gas',
      'producing more gas',
      'so much gas',
      'gassing out',
    ],
    means: 'gor rising gas coning bubble point',
  },
  {
    says: [
      'wont come back',
      'will not come back',
      'didnt come back',
      'did not come back',
      'after the shut in',
      'after being shut in',
      'after a shut in',
      'after shut in',
      'wont flow back',
      'will not flow back',
      'now it flows and dies',
      'flows minutes and dies',
      'flows for a while and dies',
      'shut in for a pipeline repair',
      'since we shut it in',
    ],
    means: 'well dies after shut in',
  },
  {
    says: [
      'producing sand',
      'making sand',
      'sand in the separator',
      'sand in the tanks',
      'sanded up',
      'choke cut out',
      'chokes cutting out',
      'fill in the wellbore',
      'fill over the perfs',
    ],
    means: 'sand production sand control erosion',
  },
  {
    says: [
      'casing pressure will not bleed',
      'casing pressure wont bleed',
      'builds back after bleeding',
      'pressure on the bradenhead',
      'bradenhead pressure',
      'surface casing pressure',
      'annulus pressure',
      'pressure on the annulus',
      'psi on the b annulus',
      'psi on the c annulus',
      'pressure on the b annulus',
      'b annulus builds',
      'annulus builds back',
      'annulus goes up',
      'annulus pressure climbing',
      'annulus comes up',
      'bleeding the annulus',
      'bleed the annulus',
      'annulus and it keeps coming back',
      'annulus keeps coming back',
      'annulus comes back',
      'casing keeps coming back',
    ],
    means: 'sustained casing pressure annulus',
  },
  {
    says: [
      'multipointing',
      'multi pointing',
      'injecting through more than one valve',
      'casing pressure swinging',
      'casing pressure heading',
      'casing pressure cycling',
      'gas lift well heading',
      'gas lift well is heading',
      'cannot get down to the bottom valve',
      'cant unload',
      'wont unload',
      'injection gas cycling',
    ],
    means: 'gas lift troubleshooting valve injection casing pressure',
  },
  {
    says: [
      'wont break',
      'will not break',
      'tight emulsion',
      'rag layer',
      'pad at the interface',
      'oil out of spec',
      'high bsw',
      'bad oil',
      'water in the oil',
    ],
    means: 'emulsion treating demulsifier',
  },
  {
    says: ['amps dropping', 'amps falling', 'amps swinging', 'amps cycling', 'amps climbing'],
    means: 'esp trips underload overload',
  },
  {
    says: [
      'injection pressure has gone',
      'injection pressure going up',
      'injection pressure climbing',
      'injection pressure creeping',
      'injection pressure increasing',
      'injection pressure rising',
      'injection pressure up',
      'disposal pressure going up',
      'disposal pressure climbing',
      'taking less water',
      'injection rate falling',
    ],
    means: 'injection pressure rising injectivity disposal well',
  },
  {
    says: [
      'rop dropped',
      'rop fell',
      'rop falling',
      'rop went from',
      'drilling slowed',
      'bit packed',
      'bit balled',
      'balled up',
      'adding weight does nothing',
      'adding wob does nothing',
    ],
    means: 'low rop bit balling slow drilling',
  },
  {
    says: [
      'fluid level came up',
      'fluid level is up',
      'fluid way up the hole',
      'fluid level way up',
      'over the pump now',
      'card looks normal',
      'card still looks normal',
      'card looks good',
      'card looks great',
      'nothing to the tank',
    ],
    means: 'rod pump production drop tubing leak valve check',
  },
  {
    says: [
      'not arriving',
      'no arrivals',
      'quit arriving',
      'stopped arriving',
      'never made it to the lubricator',
      'arrivals getting longer',
      'arrival times getting longer',
      'arrives too fast',
      'fast arrivals',
    ],
    means: 'plunger lift arrival troubleshooting',
  },
  {
    says: [
      'co2 in the gas',
      'co2 makes water',
      'co2 with water',
      'wet co2',
      'co2 and water',
      'carbonic acid',
    ],
    means: 'co2 sweet corrosion carbonic acid',
  },
  {
    says: [
      'black sludge',
      'black slimy',
      'slimy sludge',
      'slime in the pig',
      'pinholing',
      'pinhole leaks',
      'biofilm',
      'low flow sections',
      'dead legs',
    ],
    means: 'microbiologically influenced corrosion bacteria srb biofilm',
  },
  {
    says: [
      'h2s showing up',
      'h2s is showing up',
      'h2s started showing',
      'seeing h2s',
      'h2s appearing',
      'h2s in a sweet',
      'sweet field h2s',
      'sweet waterflood h2s',
      'going sour',
      'turned sour',
      'gone sour',
    ],
    means: 'reservoir souring srb sweet field h2s',
  },
  {
    says: [
      'packer wont come free',
      'packer will not come free',
      'packer wont release',
      'packer will not release',
      'packer wont unset',
      'packer stuck',
      'cant release the packer',
      'cannot release the packer',
      'cant get the packer',
      'packer still set',
    ],
    means: 'packer release retrievable stuck',
  },
  {
    says: [
      'brittle break',
      'break looks brittle',
      'brittle failure',
      'cracked in sour',
      'cracked with no thinning',
      'no thinning',
    ],
    means: 'sulfide stress cracking sour service materials hardness',
  },
  {
    says: [
      'liquid in the gas line',
      'liquid going out the gas',
      'oil in the gas line',
      'dumping oil out the gas',
      'gas blowing through the dump',
      'gas out the water leg',
      'liquid into the gas line',
      'throwing liquid',
      'carrying liquid over',
      'carrying liquid',
      'liquid carryover',
      'scrubber flooding',
      'scrubber dumping',
      'scrubber dumps all the time',
      'oil going out the water outlet',
      'oil out the water outlet',
      'oil out the water leg',
      'water in the oil outlet',
      'separator foaming',
      'level control reads wrong',
    ],
    means: 'separator carryover gas blowby',
  },
  // Gas releases and people.
  {
    says: [
      'rotten egg',
      'gas monitor',
      'personal monitor',
      'monitor went off',
      'monitor alarming',
      'monitor beeping',
      'h2s alarm',
      'h2s monitor',
      'h2s sensor',
      'h2s detector',
      'h2s reading',
      'sour gas',
      'gas alarm',
    ],
    means: 'h2s alarm exposure respirator',
  },
  // Pressure that may be left behind a cap, a valve or a plug before a connection is broken.
  {
    says: [
      'before we break',
      'before breaking',
      'break the connection',
      'breaking the connection',
      'break containment',
      'pressure under the cap',
      'pressure under the tree cap',
      'pressure behind the cap',
      'nipple down',
      'nippling down',
      'before we open it up',
      'zero energy',
    ],
    means: 'trapped pressure bleed verify zero',
  },
  // Emergencies: a person at risk, a fire, a release, pressure that will not stay put. Words
  // that also describe equipment ("collapsed", "not moving", "misfiring", "burning") only
  // with a person or the equipment of an emergency beside them.
  {
    says: [
      'man down',
      'person down',
      'worker down',
      'guy down',
      'passed out',
      'fainted',
      'keeled over',
      'unconscious',
      'unresponsive',
      'not breathing',
      'lying on the ground',
      'lying on the walkway',
      'lying on the tank',
      'lying in the cellar',
      'he collapsed',
      'she collapsed',
      'hand collapsed',
      'guy collapsed',
      'worker collapsed',
      'pumper collapsed',
      'operator collapsed',
      'someone collapsed',
      'he not moving',
      'she not moving',
      'hand not moving',
      'guy not moving',
      'worker not moving',
      'pumper not moving',
      'operator not moving',
      'someone not moving',
      'he not responding',
      'she not responding',
      'hand not responding',
      'guy not responding',
      'worker not responding',
      'pumper not responding',
      'operator not responding',
      'someone not responding',
      'he wont respond',
      'she wont respond',
      'hand wont respond',
      'guy wont respond',
      'worker wont respond',
      'pumper wont respond',
      'operator wont respond',
      'someone wont respond',
      'he blacked out',
      'she blacked out',
      'hand blacked out',
      'guy blacked out',
      'worker blacked out',
      'pumper blacked out',
      'operator blacked out',
      'someone blacked out',
    ],
    means: 'person down unconscious rescue scba',
    emergency: true,
  },
  {
    says: [
      'feeling dizzy',
      'feel dizzy',
      'got dizzy',
      'dizzy',
      'lightheaded',
      'light headed',
      'feeling sick',
      'feel sick',
      'got sick',
      'nauseous',
      'nausea',
      'throwing up',
      'vomiting',
      'bad headache',
    ],
    means: 'dizzy sick exposure upwind',
    emergency: true,
  },
  {
    says: [
      'on fire',
      'caught fire',
      'catch fire',
      'fire at',
      'fire on',
      'fire broke',
      'there is fire',
      'flames coming',
      'flames shooting',
      'in flames',
      'flames from',
      'flames at',
      'flames on',
      'ablaze',
      'blaze',
      'tank burning',
      'tanks burning',
      'well burning',
      'wellhead burning',
      'battery burning',
      'separator burning',
      'truck burning',
      'location burning',
      'gas ignited',
      'vapors ignited',
      'vapours ignited',
      'it ignited',
      'cloud ignited',
      'went up in flames',
      'flash fire',
      'lightning strike',
      'struck by lightning',
    ],
    means: 'fire flames evacuate',
    emergency: true,
  },
  {
    says: [
      'injected into his hand',
      'injected into her hand',
      'injected into my hand',
      'injected into the hand',
      'injected into his finger',
      'injected under the skin',
      'went through his skin',
      'went through the skin',
      'shot into his hand',
      'shot into the skin',
      'pinhole leak hit',
      'jet of fluid',
    ],
    means: 'injection injury skin',
    emergency: true,
  },
  {
    says: [
      'line ruptured',
      'line burst',
      'line blew',
      'line parted',
      'split open',
      'line split',
      'gas roaring',
      'roaring gas',
      'blowing gas',
      'ruptured line',
      'ruptured flowline',
      'ruptured pipeline',
      'flowline ruptured',
      'pipeline ruptured',
      'flowline burst',
      'pipeline burst',
      'line blew apart',
      'smell gas',
      'smelled gas',
      'smelling gas',
      'gas smell',
      'gas leak',
      'gas blowing',
      'gas leaking',
      'spraying oil',
      'oil spraying',
      'hissing',
      'gas cloud',
      'vapor cloud',
      'vapour cloud',
    ],
    means: 'rupture release leak isolate evacuate',
    emergency: true,
  },
  {
    says: [
      'pressure building on both sides',
      'sidpp sicp both rising',
      'sidpp sicp rising',
      'sidpp sicp climbing',
      'sidpp sicp increasing',
      'sitp sicp rising',
      'sitp sicp climbing',
      'building on both sides',
      'rising on both sides',
      'both gauges rising',
      'both gauges climbing',
      'both pressures rising',
      'both pressures climbing',
      'both pressures building',
      'pressures climbing together',
      'pressures rising together',
      'tubing and casing both rising',
      'drill pipe and casing both rising',
      'creeping up while shut in',
      'rising while shut in',
      'climbing while shut in',
      'building while shut in',
    ],
    means: 'gas migration volumetric shut in',
  },
  {
    says: [
      'gun did not fire',
      'gun didnt fire',
      'gun failed to fire',
      'gun did not go off',
      'gun didnt go off',
      'gun misfired',
      'guns did not fire',
      'guns didnt fire',
      'guns failed to fire',
      'guns did not go off',
      'guns didnt go off',
      'guns misfired',
      'charges did not fire',
      'charges didnt fire',
      'charges failed to fire',
      'charges did not go off',
      'charges didnt go off',
      'charges misfired',
      'shots did not fire',
      'shots didnt fire',
      'shots failed to fire',
      'shots did not go off',
      'shots didnt go off',
      'shots misfired',
      'gun misfire',
      'perf misfire',
      'misfired gun',
      'misfired guns',
      'misfired perforating',
      'misfired tcp',
      'half the shots',
      'shots not fired',
      'charges not fired',
      'no shot detected',
      'no shot indication',
      'no indication of firing',
      'no firing indication',
      'no indication they fired',
      'no indication the guns fired',
      'no sign the guns fired',
      'not sure the guns fired',
      'unfired charges',
      'live gun',
      'live charges',
      'partial fire',
      'partly fired',
    ],
    means: 'misfire perforating gun explosives',
    emergency: true,
  },
  {
    says: [
      'venting through the hatch',
      'venting out the hatch',
      'blowing out the hatch',
      'blowing out of the hatch',
      'hatch blowing',
      'hatch venting',
      'hatch popping',
      'relief popping',
      'relief lifting',
      'relief valve popping',
      'relief valve lifting',
      'pop off going',
      'popoff blowing',
      'psv lifting',
      'vapors pouring',
      'vapours pouring',
    ],
    means: 'tank venting thief hatch relief',
    emergency: true,
  },
  {
    says: [
      'started flowing while pulling',
      'started flowing on the workover',
      'flowing while pulling',
      'flowing while tripping',
      'unloading while pulling',
      'unloaded on the workover',
      'came in on us',
      'kicked on the workover',
      'well kicked',
      'flowing up the tubing',
      'blowing up the tubing',
    ],
    means: 'well flowing workover shut in',
  },
  // A packer well whose casing sees the tubing's pressure: a barrier lost.
  {
    says: [
      'casing tracking tubing',
      'casing pressure tracking',
      'casing following tubing',
      'casing pressure follows tubing',
      'casing equal to tubing',
      'casing same as tubing',
      'tubing and casing equalized',
      'casing pressure came up to tubing',
    ],
    means: 'tubing casing communication packer leak annulus pressure',
  },
  // Drilling events: returns on connections, pressure lost at the pumps, a kick off bottom.
  {
    says: [
      'gains on connections',
      'flowing on connections',
      'flowing on a connection',
      'flow back on a connection',
      'flows back on connections',
      'flow back on connections',
      'hole is breathing',
      'well is breathing',
      'wellbore breathing',
    ],
    means: 'ballooning breathing connection kick',
  },
  {
    says: [
      'spp dropping',
      'standpipe pressure dropping',
      'standpipe pressure dropped',
      'pump pressure dropping',
      'pump pressure dropped',
      'pump pressure down',
      'pump pressure fell',
      'pump pressure falling',
      'standpipe pressure fell',
      'spp fell',
      'spp dropped',
      'spp creeping down',
      'lost pump pressure',
      'lost a jet',
      'lost a nozzle',
      'pipe washed out',
      'string washed out',
      'washed out joint',
      'washed out tool joint',
    ],
    means: 'pump pressure drop washout nozzle',
  },
  {
    says: ['strip back to bottom', 'strip in', 'stripping in', 'halfway out of the hole'],
    means: 'kick off bottom stripping',
  },
  {
    says: [
      'u tubing',
      'free fall',
      'gaining on the cement job',
      'gain while displacing',
      'returns faster than the pump rate',
    ],
    means: 'cement displacement tube gain',
  },
  {
    says: ['gas cut', 'gas cut returns', 'gas cut mud', 'should we weight up', 'mud cut to'],
    means: 'gas cut mud connection gas degasser',
  },
  {
    says: ['screened out', 'screening out', 'sanded off', 'sanded out', 'sandout', 'tso'],
    means: 'screenout frac treating pressure flush',
  },
  {
    says: [
      'dirty hole',
      'cuttings bed',
      'cuttings beds',
      'cuttings piling up',
      'not cleaning the hole',
      'not cleaning properly',
      'not cleaning well',
      'lateral not cleaning',
      'poor hole cleaning',
    ],
    means: 'hole cleaning cuttings sweep rotation',
  },
  // A kick under way: more coming out of the well than is pumped in.
  {
    says: [
      'flow out went up',
      'flow out increased',
      'flow out up',
      'flowout up',
      'returns increased',
      'returns went up',
      'flowing with the pumps off',
      'flowing with pumps off',
      'flow with the pumps off',
    ],
    means: 'kick flow check shut in',
    emergency: true,
  },
  // Entering a tank or vessel.
  {
    says: [
      'send a guy into',
      'send someone into',
      'go into the tank',
      'get into the tank',
      'going inside the tank',
      'enter the tank',
      'entering the tank',
      'tank entry',
      'vessel entry',
      'inside the vessel',
      'clean out the sludge',
      'clean out sludge',
      'shovel out',
      'muck out',
      'enter the gun barrel',
      'entering the gun barrel',
      'enter the separator',
      'enter the vessel',
      'go inside the tank',
      'send a man into',
      'send a hand into',
      'clean out the tank',
      'clean the tank',
      'tank cleaning',
      'crew into the tank',
      'crew into a tank',
      'into the tank to clean',
      'dig out the sludge',
      'dig out sludge',
      'dig out the bottoms',
      'clean out the bottoms',
      'tank bottoms',
      'men into the tank',
      'man into the tank',
    ],
    means: 'confined space entry permit',
  },
  // What comes back after an acid job.
  {
    says: [
      'after the acid job',
      'after an acid job',
      'after the acid',
      'after acidizing',
      'after the hcl job',
      'after an hcl job',
      'acidized',
      'acid flowback',
      'spent acid returns',
    ],
    means: 'acid sludge emulsion',
  },
  // Coiled tubing that will not come out.
  {
    says: [
      'coil stuck',
      'stuck coil',
      'coil is stuck',
      'coil hung up',
      'cannot pull the coil',
      'ct stuck',
      'stuck ct',
    ],
    means: 'coiled tubing stuck',
  },
  // Wireline tools that will not come out.
  {
    says: [
      'slickline hung up',
      'wireline hung up',
      'tools hung up',
      'toolstring hung up',
      'tool string hung up',
      'jars not moving',
      'jarring not moving',
    ],
    means: 'stuck slickline wireline tools jarring',
  },
  // A figure going up fast, in the words of the field.
  {
    says: [
      'shooting up',
      'shot up',
      'jumped up',
      'spiking',
      'skyrocketing',
      'went way up',
      'going way up',
    ],
    means: 'rising increasing',
  },
  // Brine that crystallizes in the cold.
  {
    says: [
      'white crystals',
      'crystals in the tank',
      'crystals in the tanks',
      'crystals in the brine',
      'brine froze',
      'brine freezing',
      'brine crystallized',
      'salt dropping out',
      'salting out',
    ],
    means: 'brine crystallization temperature tct',
  },
  // Asking what reading is safe to be in.
  {
    says: [
      'safe to keep working',
      'safe to work in',
      'safe level',
      'what level is safe',
      'how many ppm',
      'ppm safe',
      'ppm is it safe',
    ],
    means: 'exposure limits thresholds',
  },
  // Deposits that smoke or glow when exposed to air.
  {
    says: [
      'started smoking',
      'crud smoking',
      'deposits smoking',
      'sludge smoking',
      'scale smoking',
      'started glowing',
      'glowing',
      'smouldering',
      'smoldering',
      'black powder ignited',
    ],
    means: 'pyrophoric iron sulfide',
  },
  // A sulfate scale that acid does not touch.
  {
    says: ['doesnt fizz', 'does not fizz', 'no fizz', 'wont fizz', 'did not fizz', 'didnt fizz'],
    means: 'barium strontium sulfate scale barite not dissolve in acid',
  },
  // Welding, cutting or grinding near hydrocarbons.
  {
    says: [
      'weld on',
      'welding on',
      'weld near',
      'welding near',
      'weld next to',
      'welder wants',
      'cut the line with a torch',
      'cutting torch',
      'torch cut',
      'grinding near',
      'grinder near',
      'burn a hole',
      'weld a patch',
      'welding a patch',
      'weld a bracket',
      'welding a bracket',
      'weld repair',
    ],
    means: 'hot work permit gas test',
  },
  // Oil or produced water on the ground.
  {
    says: [
      'spill on the lease',
      'spill on location',
      'spilled on the ground',
      'tank ran over',
      'tank overflowed',
      'oil on the ground',
      'water on the ground',
      'outside the firewall',
      'outside the berm',
      'killed the grass',
      'salt scar',
      'sprayed salt water',
      'sprayed produced water',
      'sprayed oil',
      'salt water across',
      'spilled salt water',
      'spilled produced water',
      'spilled oil',
      'spilled crude',
    ],
    means: 'spill contain recover report',
    emergency: true,
  },
  // Taking off a BOP, tree or wellhead.
  {
    says: [
      'nd the bop',
      'take off the bop',
      'remove the bop',
      'pull the bop',
      'remove the tree',
      'take off the tree',
      'remove the wellhead',
      'break the wellhead flange',
      'take the bop off',
      'bop off',
      'take the tree off',
      'tree off',
      'pull the tree',
      'take the wellhead off',
    ],
    means: 'nipple down barriers bleed',
  },
  // A fired heater's flame gone out.
  {
    says: [
      'heater went out',
      'heater goes out',
      'treater went out',
      'burner went out',
      'burner goes out',
      'burner keeps going out',
      'heater flamed out',
      'heater flame out',
      'treater flame out',
      'burner flame out',
      'relight the heater',
      'relight the treater',
      'relight the burner',
      'relighting the heater',
      'fire tube pilot',
      'firetube pilot',
      'heater pilot',
      'treater pilot',
      'light the heater',
      'light a heater',
      'light the treater',
      'lighting the heater',
      'light the burner',
      'light the pilot',
    ],
    means: 'flame out purge relight burner',
  },
  // A relief valve opening.
  {
    says: [
      'psv lifting',
      'psv lifts',
      'psv popping',
      'psv pops',
      'psv keeps lifting',
      'relief valve lifting',
      'relief valve popping',
      'relief valve pops',
      'relief keeps popping',
      'safety valve popping',
      'pop off valve',
      'popping off',
      'valve chattering',
      'psv chattering',
      'relief chattering',
      'valve keeps lifting',
      'psv keeps popping',
      'raise the set pressure',
      'raised the set pressure',
      'increase the set pressure',
      'psv raised',
      'turn up the psv',
      'plug the relief',
      'plug in the relief',
      'block the relief',
      'gag the psv',
      'gag the relief',
      'blind the psv',
      'cap the relief',
    ],
    means: 'psv lifting chattering set pressure',
  },
  // Losses with casing going in.
  {
    says: [
      'losses running casing',
      'losses while running casing',
      'losing returns running casing',
      'lost returns running casing',
      'losing mud running casing',
      'lost circulation running casing',
      'no returns running casing',
      'losses running liner',
      'losing returns running liner',
    ],
    means: 'losses running casing surge',
  },
  // Pipelines and facilities.
  {
    says: [
      'flare smoking',
      'flare is smoking',
      'smoking flare',
      'black smoke from the flare',
      'flare smoking black',
      'smoke off the flare',
    ],
    means: 'flare smoking smokeless capacity knockout drum',
  },
  // A flare whose flame or pilot goes out.
  {
    says: [
      'flare pilot went out',
      'flare pilot goes out',
      'flare pilot keeps going out',
      'flare pilot wont stay lit',
      'flare pilot will not stay lit',
      'flare pilot blew out',
      'flare went out',
      'flare goes out',
      'flare flame out',
      'flare flamed out',
      'flare blew out',
      'flare blown out',
      'relight the flare',
    ],
    means: 'flare pilot blown out',
  },
  // Burning liquid falling from a flare: a fire on the ground below it.
  {
    says: [
      'burning droplets',
      'burning drops',
      'flaming drops',
      'flaming droplets',
      'drops of fire',
      'burning liquid coming down',
      'burning liquid falling',
      'raining burning',
      'raining fire',
      'flaming rain',
      'burning rain',
      'fire raining',
    ],
    means: 'flare burning liquid carryover knockout drum fire',
    emergency: true,
  },
  {
    says: [
      'glycol losses',
      'glycol loss',
      'losing glycol',
      'glycol carryover',
      'not making dew point',
      'not making the dew point',
      'not meeting the water spec',
      'water content went up',
      'water content is up',
      'water content above spec',
      'water content over spec',
      'outlet water content',
      'wet gas to sales',
    ],
    means: 'dehydrator off spec water content glycol losses lean glycol',
  },
  {
    says: [
      'pig hung up',
      'pig stuck',
      'stuck pig',
      'pig overdue',
      'pig trap',
      'scraper trap',
      'closure door',
      'pig receiver',
      'pig launcher',
    ],
    means: 'pigging pig receiver launcher',
  },
  {
    says: [
      'four gas went off',
      '4 gas went off',
      'lel alarm',
      'combustible gas alarm',
      'gas detector went off',
      'gas detector tripped',
      'gas alarm went off',
    ],
    means: 'combustible gas alarm lel',
    emergency: true,
  },
  {
    says: [
      'load not recovered',
      'swab it in',
      'will not come in after the workover',
      'wont come in after the workover',
      'not back after the workover',
    ],
    means: 'well dies after shut in workover',
  },
  // Work on a fitting that still holds pressure.
  {
    says: [
      'weeping union',
      'union weeping',
      'union leaking',
      'hammer up the union',
      'hammer on the union',
      'hammering a union',
      'tighten under pressure',
      'tightening under pressure',
      'still holding pressure',
    ],
    means: 'pressured equipment union bleed down isolate',
  },
];

/** Words for a topic rather than a symptom: tests, operations, neighbouring wells. */
const TOPICS: readonly ThesaurusRule[] = [
  {
    says: [
      'buildup',
      'build up test',
      'pressure transient',
      'derivative',
      'skin',
      'well test interpretation',
      'shut in for a test',
    ],
    means: 'pressure buildup test derivative skin',
  },
  {
    says: [
      'load water',
      'load recovery',
      'recovered load',
      'frac water back',
      'flowing back the frac',
      'flowing back a new frac',
    ],
    means: 'frac flowback load recovery',
  },
  {
    says: ['offset frac', 'parent well', 'frac hit', 'frac hits', 'child well', 'frac bash'],
    means: 'offset frac hits parent well',
  },
  // Radioactivity in scale, sludge and pipe.
  {
    says: ['radioactive', 'radioactivity', 'reading hot', 'survey meter', 'above background'],
    means: 'NORM naturally occurring radioactive material',
  },
  // Floats that do not hold after the plug bumps.
  {
    says: [
      'floats not holding',
      'floats arent holding',
      'floats are not holding',
      'float not holding',
      'floats wont hold',
      'floats failed',
      'check the floats',
    ],
    means: 'cement float bumped plug flow back after cementing',
  },
  // How a kick is circulated out.
  {
    says: ['drillers method', 'drillers vs wait', 'wait and weight', 'engineers method'],
    means: 'kill methods driller wait weight circulation',
  },
  // Acid in a sandstone.
  {
    says: [
      'acid job in a sandstone',
      'hcl in a sandstone',
      'hcl into a sandstone',
      'acid into a sandstone',
      'acidize a sandstone',
      'acidizing a sandstone',
      'sandstone acid',
      'mud acid',
    ],
    means: 'acid job sandstone formation damage',
  },
  // Choosing the next lift method for a well.
  {
    says: [
      'or rod pump',
      'or gas lift',
      'or an esp',
      'or plunger',
      'next lift',
      'which lift',
      'lift method',
      'switch to rod pump',
      'switch to gas lift',
      'convert to rod pump',
      'convert to gas lift',
      'change the lift',
    ],
    means: 'artificial lift selection',
  },
];

/** Abbreviations of the trade, as one word each. */
const ABBREVIATIONS: readonly ThesaurusRule[] = [
  { says: ['fracked', 'fracking', 'fraced', 'fracced', 'fracd'], means: 'frac' },
  { says: ['pip'], means: 'pump intake pressure' },
  { says: ['sitp'], means: 'shut in tubing pressure' },
  { says: ['sicp'], means: 'shut in casing pressure kick' },
  { says: ['sidpp'], means: 'shut in drill pipe pressure kick' },
  { says: ['ftp'], means: 'flowing tubing pressure' },
  { says: ['fbhp', 'bhp'], means: 'bottomhole pressure' },
  { says: ['glr'], means: 'gas liquid ratio' },
  { says: ['wc'], means: 'water cut' },
  { says: ['lcm'], means: 'lost circulation material' },
  { says: ['pbu'], means: 'pressure buildup test' },
  { says: ['pooh', 'tooh'], means: 'pull out of hole trip' },
  { says: ['rih', 'tih'], means: 'run in hole trip' },
  { says: ['ecd'], means: 'circulating density' },
  { says: ['scp'], means: 'sustained casing pressure' },
  { says: ['srp'], means: 'sucker rod pump' },
  { says: ['poc'], means: 'pump off controller' },
  { says: ['dyno'], means: 'dynamometer card' },
  { says: ['swd'], means: 'saltwater disposal' },
  { says: ['lel'], means: 'lower explosive limit gas' },
  { says: ['mw'], means: 'mud weight' },
  { says: ['chp'], means: 'casing head pressure' },
  { says: ['megs', 'megger', 'megged'], means: 'insulation resistance megger' },
  { says: ['scr', 'scrs'], means: 'slow circulating rate pressure' },
  { says: ['jsa', 'jha'], means: 'job safety analysis permit' },
  { says: ['loto'], means: 'lockout tagout isolation' },
  { says: ['tcp'], means: 'tubing conveyed perforating' },
];

/** Small words a phrase does without: the question may or may not say them. */
const OPTIONAL_WORDS = new Set(
  'a an the and then is are was be been it its to of for our my we has have had with'.split(' '),
);

/** The rules, each phrase as its stemmed words (see `phraseWords`), the optional ones left out. */
interface CompiledRule {
  phrases: string[][];
  means: string[];
  emergency: boolean;
}

function compile(rules: readonly ThesaurusRule[]): CompiledRule[] {
  return rules.map((rule) => ({
    phrases: rule.says
      .map((phrase) => phraseWords(phrase).filter((word) => !OPTIONAL_WORDS.has(word)))
      .filter((words) => words.length > 0),
    means: tokenize(rule.means),
    emergency: rule.emergency === true,
  }));
}

const COMPILED = compile([...SYMPTOMS, ...TOPICS, ...ABBREVIATIONS]);

/** True when `phrase`'s words occur in `terms` in order, at most {@link MAX_GAP} apart. */
function occursIn(phrase: readonly string[], terms: readonly string[]): boolean {
  // Two words ("loads up", "white scale") say it only side by side: "the load holds up" is not
  // "loads up".
  const gap = phrase.length <= 2 ? 0 : MAX_GAP;
  for (let start = 0; start < terms.length; start += 1) {
    if (terms[start] !== phrase[0]) continue;
    let at = start;
    let matched = 1;
    while (matched < phrase.length) {
      let next = -1;
      for (let look = at + 1; look <= at + 1 + gap && look < terms.length; look += 1) {
        if (terms[look] === phrase[matched]) {
          next = look;
          break;
        }
      }
      if (next < 0) break;
      at = next;
      matched += 1;
    }
    if (matched === phrase.length) return true;
  }
  return false;
}

/** What the thesaurus reads in a question: the rules that fired and the terms they add. */
export interface ThesaurusReading {
  /** The knowledge base's terms the question's field words stand for, distinct. */
  terms: string[];
  /** How many symptom rules (not topics or abbreviations) fired. */
  symptoms: number;
  /** How many of them tell of a person at risk, a fire or an uncontrolled release. */
  emergencies: number;
}

/** The knowledge-base terms that the field words of `words` (see `phraseWords`) stand for. */
export function expandWords(all: readonly string[]): ThesaurusReading {
  // The small words a phrase does without do not count towards the gap between its words.
  const words = all.filter((word) => !OPTIONAL_WORDS.has(word));
  // A phrase whose words are not all in the question cannot occur in it: most are ruled out here.
  const present = new Set(words);
  const added = new Set<string>();
  let symptoms = 0;
  let emergencies = 0;
  COMPILED.forEach((rule, index) => {
    const fires = rule.phrases.some(
      (phrase) => phrase.every((word) => present.has(word)) && occursIn(phrase, words),
    );
    if (!fires) return;
    if (index < SYMPTOMS.length) symptoms += 1;
    if (rule.emergency) emergencies += 1;
    for (const term of rule.means) added.add(term);
  });
  return { terms: [...added], symptoms, emergencies };
}

/** The thesaurus reading of a question's text. */
export function expandQuestion(question: string): ThesaurusReading {
  return expandWords(phraseWords(question));
}

/** The rules, for tests that check every phrase is general and every expansion is known. */
export const thesaurusRules: readonly ThesaurusRule[] = [...SYMPTOMS, ...TOPICS, ...ABBREVIATIONS];
