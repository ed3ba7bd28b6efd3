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

/** docs/product.md §2: a prompt that starts a message in the chat. */
export interface QuickPrompt {
  id: string;
  title: string;
  /** The message sent, as the user would type it. */
  prompt: string;
  icon: LucideIcon;
  color: QuickPromptColor;
  /**
   * A calculation: the calculator (`GET /api/tools`) and the values its card opens with, in a new
   * chat; the prompt is then what the card stands for.
   */
  card?: QuickPromptCard;
}

export interface QuickPromptCard {
  tool: string;
  /** By input name, in the calculator's units. */
  values: Readonly<Record<string, number | string>>;
}

/**
 * One or two prompts per area of docs/product.md §1. Calculations open their calculator's card, filled with
 * the prompt's numbers, in a new chat.
 */
export const QUICK_PROMPTS: readonly QuickPrompt[] = [
  {
    id: 'hydrostatic-pressure',
    title: 'Hydrostatic pressure',
    prompt: 'What is the hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud?',
    icon: Gauge,
    color: 'sky',
    card: { tool: 'hydrostatic_pressure', values: { tvd_ft: 10500, mud_weight_ppg: 12.4 } },
  },
  {
    id: 'decline-eur',
    title: 'Decline curve EUR',
    prompt: 'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
    icon: TrendingDown,
    color: 'amber',
    card: {
      tool: 'arps_decline',
      values: {
        initial_rate_per_day: 850,
        volume_unit: 'bbl',
        initial_decline_pct_per_year: 65,
        decline_type: 'effective_secant',
        b_factor: 0.9,
        economic_limit_per_day: 10,
      },
    },
  },
  {
    id: 'gas-z-factor',
    title: 'Gas Z-factor',
    prompt: 'Z-factor for 0.7 gas at 3,000 psia and 180 °F',
    icon: Atom,
    color: 'violet',
    card: {
      tool: 'gas_z_factor',
      values: { pressure_psia: 3000, temperature_degF: 180, gas_specific_gravity: 0.7 },
    },
  },
  {
    id: 'line-pressure-drop',
    title: 'Line pressure drop',
    prompt:
      'Pressure drop for 5,000 bbl/d of produced water (SG 1.07, 1 cP) through 10,560 ft of 4.026 in ID line',
    icon: Waves,
    color: 'teal',
    card: {
      tool: 'liquid_line_pressure_drop',
      values: {
        flow_rate_bbl_per_day: 5000,
        inside_diameter_in: 4.026,
        length_ft: 10560,
        specific_gravity: 1.07,
        viscosity_cp: 1,
      },
    },
  },
  {
    id: 'net-revenue-interest',
    title: 'Net revenue interest',
    prompt: 'NRI for a 75 % WI with a 20 % royalty and a 2 % ORRI',
    icon: Wallet,
    color: 'emerald',
    card: {
      tool: 'net_revenue_interest',
      values: { working_interest_pct: 75, royalty_pct: 20, orri_pct: 2 },
    },
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
