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
      'Pressure drop for 5,000 bbl/d of produced water (SG 1.07, 1 cP) through 10,560 ft of 4.026 in ID line',
    icon: Waves,
    color: 'teal',
  },
  {
    id: 'net-revenue-interest',
    title: 'Net revenue interest',
    prompt: 'NRI for a 75 % WI with a 20 % royalty and a 2 % ORRI',
    icon: Wallet,
    color: 'emerald',
  },
  {
    id: 'texas-drilling-permit',
    title: 'Texas drilling permit',
    prompt: 'What does the Texas RRC require on Form W-1 to permit a new oil well?',
    icon: FileCheck2,
    color: 'rose',
  },
  {
    id: 'scale-control',
    title: 'Scale control',
    prompt: 'How do I control calcium carbonate scale in a producing well?',
    icon: FlaskConical,
    color: 'orange',
  },
  {
    id: 'artificial-lift',
    title: 'Artificial lift selection',
    prompt: 'How do I choose between rod pump, ESP and gas lift for a high water-cut oil well?',
    icon: Settings2,
    color: 'sky',
  },
];
