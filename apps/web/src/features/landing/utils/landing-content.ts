import {
  ChartLine,
  CircleDollarSign,
  Gauge,
  Layers,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

export interface FeatureCard {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The five capability cards of the features section (docs/product.md §2, §9). */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: 'Production Operations',
    description:
      'Diagnose underperforming wells, tune artificial lift and plan workovers with step-by-step guidance on rod pumps, ESPs, gas lift and plunger lift.',
    icon: Gauge,
  },
  {
    title: 'Data Analytics & Recommendations',
    description:
      'Attach production data to fit decline curves, forecast rates and reserves, and get a short, prioritized list of what to look at next.',
    icon: ChartLine,
  },
  {
    title: 'Geologic Research',
    description:
      'Work through formation properties, reservoir characterization and basin context to frame drilling, completion and development decisions.',
    icon: Layers,
  },
  {
    title: 'Asset Economics',
    description:
      'Run NPV, IRR, payout and breakeven scenarios on wells and acquisitions with your own price deck, costs and working interest.',
    icon: CircleDollarSign,
  },
  {
    title: 'Regulatory & Permitting',
    description:
      'Get oriented on permits, production reporting, production chemicals and compliance basics, with pointers to the rules you should confirm with the regulator.',
    icon: ShieldCheck,
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/** Fictional customers; three quotes rotate every 5 s (docs/product.md §9). */
export function buildTestimonials(assistantName: string): readonly Testimonial[] {
  return [
    {
      quote: `${assistantName} helped me track down a rod-pump problem on a marginal well in an afternoon instead of a week. It works through the diagnosis the way a senior engineer would.`,
      name: 'Marcus Delgado',
      role: 'Production Engineer',
      company: 'Sandhill Ridge Petroleum',
    },
    {
      quote:
        'I attach our monthly production data and get a decline forecast plus a short list of wells worth a closer look. It has become part of my Monday routine.',
      name: 'Jennifer Whitaker',
      role: 'Operations Manager',
      company: 'Lone Mesa Operating Co.',
    },
    {
      quote:
        'Quick answers on permitting steps and well economics in one place save our small team hours every week, and it tells me when to double-check with the regulator.',
      name: 'Ray Thibodeaux',
      role: 'Field Supervisor',
      company: 'Bayou Crest Resources',
    },
  ];
}

export const TESTIMONIAL_ROTATION_MS = 5000;
