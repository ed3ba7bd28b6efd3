import {
  Atom,
  FileCheck2,
  FlaskConical,
  Gauge,
  type LucideIcon,
  Settings2,
  TrendingDown,
  Wallet,
  Waves,
} from 'lucide-react';

/** The colours a quick prompt's icon may take (mapped to classes in the panel). */
export type QuickPromptColor = 'sky' | 'amber' | 'violet' | 'emerald' | 'teal' | 'orange' | 'rose';

/** Spec §2: a prompt that starts a message in the chat. */
export interface QuickPrompt {
  id: string;
  title: string;
  /** The message sent, as the user would type it. */
  prompt: string;
  icon: LucideIcon;
  color: QuickPromptColor;
}

/**
 * One or two prompts per area of spec §1. Calculations carry every number they need, with units,
 * so they are answered at once rather than with a question back.
 */
export const QUICK_PROMPTS: readonly QuickPrompt[] = [
  {
    id: 'hydrostatic-pressure',
    title: 'Hydrostatic pressure',
    prompt: 'What is the hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud?',
    icon: Gauge,
    color: 'sky',
  },
  {
    id: 'decline-eur',
    title: 'Decline curve EUR',
    prompt: 'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
    icon: TrendingDown,
    color: 'amber',
  },
  {
    id: 'gas-z-factor',
    title: 'Gas Z-factor',
    prompt: 'Z-factor for 0.7 gas at 3,000 psia and 180 °F',
    icon: Atom,
    color: 'violet',
  },
  {
    id: 'line-pressure-drop',
    title: 'Line pressure drop',
    prompt:
      'Pressure drop for 5,000 bbl/d of water (SG 1.07) through 2 miles of 4 in pipe with a 4.026 in inside diameter',
    icon: Waves,
    color: 'teal',
  },
  {
    id: 'break-even-price',
    title: 'Well economics',
    prompt:
      'Break-even oil price for a $7.5 MM well with an EUR of 400,000 bbl, 80 % NRI and $12/bbl operating cost',
    icon: Wallet,
    color: 'emerald',
  },
  {
    id: 'texas-drilling-permit',
    title: 'Texas drilling permit',
    prompt:
      'Which Texas Railroad Commission forms and statewide rules apply to permitting, drilling and completing a new oil well?',
    icon: FileCheck2,
    color: 'rose',
  },
  {
    id: 'scale-control',
    title: 'Scale and corrosion',
    prompt:
      'How do I assess calcium carbonate scale and corrosion risk in a producing well, and choose an inhibitor?',
    icon: FlaskConical,
    color: 'orange',
  },
  {
    id: 'artificial-lift',
    title: 'Artificial lift selection',
    prompt:
      'Compare rod pump, ESP and gas lift for a well making 600 bbl/d of fluid from 8,000 ft with 70 % water cut.',
    icon: Settings2,
    color: 'sky',
  },
];
