import { describe, expect, it } from 'vitest';
import {
  knowledgeBaseProblems,
  knowledgeEntries,
  knowledgeEntry,
  opensWithImmediateActions,
} from '../../src/modules/knowledge/knowledge-base';
import type { KnowledgeArea, KnowledgeEntry } from '../../src/modules/knowledge/knowledge-entry';

const AREAS: KnowledgeArea[] = [
  'texas-regulatory',
  'federal-regulatory',
  'drilling',
  'completions',
  'production-chemicals',
  'artificial-lift',
  'facilities',
  'operations',
  'economics',
];

describe('the curated knowledge base', () => {
  it('holds at least 60 entries across every area', () => {
    expect(knowledgeEntries.length).toBeGreaterThanOrEqual(60);
    for (const area of AREAS) {
      expect(knowledgeEntries.filter((entry) => entry.area === area).length).toBeGreaterThan(0);
    }
  });

  it('has unique, kebab-case ids', () => {
    const ids = knowledgeEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(knowledgeEntries.map((entry) => [entry.id, entry] as const))(
    '%s has a title, summary, body, aliases, https sources and a review date',
    (_id, entry) => {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.summary.trim()).not.toBe('');
      expect(entry.body.trim().length).toBeGreaterThan(200);
      expect(entry.aliases.length).toBeGreaterThan(0);
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const source of entry.sources) {
        expect(source.title.trim()).not.toBe('');
        expect(new URL(source.url).protocol).toBe('https:');
      }
      expect(entry.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.lastReviewed}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        entry.lastReviewed,
      );
      for (const related of entry.related ?? []) {
        expect(knowledgeEntries.some((other) => other.id === related)).toBe(true);
      }
    },
  );

  it('covers every form and rule the permitting reference lists', () => {
    const text = knowledgeEntries
      .map((entry) => [entry.title, ...entry.aliases, entry.body].join(' '))
      .join(' ')
      .toLowerCase();
    for (const identifier of [
      'P-5',
      'W-1',
      'W-2',
      'G-1',
      'SWR 29',
      'FracFocus',
      'P-4',
      'Form PR',
      'SWR 32',
      'R-32',
      'W-14',
      'H-1',
      'H-1A',
      'H-5',
      'H-10',
      'SWR 36',
      'SWR 14',
      'W-3A',
      'W-3',
      'SWR 8',
      'SWR 13',
      '3160-3',
      '3160-5',
      '3160-4',
      '43 CFR 3173',
      '43 CFR 3174',
      '43 CFR 3175',
      '43 CFR 3179',
      'ONRR',
      'subpart D',
      '250.1160',
      'SEMS',
      'OOOOa',
      'OOOOb',
      'OOOOc',
      'Subpart W',
      'SPCC',
      '40 CFR 112',
      'Class II',
      'NPDES',
      '40 CFR 435',
      'glutaraldehyde',
      'THPS',
      'FIFRA',
      'triazine',
      'paraffin',
      'asphaltene',
      'demulsifier',
      'SDS',
      '1910.1200',
      'Tier II',
      'dynamometer',
      'ESP',
      'gas lift',
      'plunger',
      'PCP',
      'jet pump',
      'separator',
      'heater treater',
      'vapor recovery',
      'LACT',
      'flare',
      'compressor',
      'API RP 14E',
    ]) {
      expect(text.includes(identifier.toLowerCase()), identifier).toBe(true);
    }
  });

  it('flags the federal methane rules and the Waste Emissions Charge as recently changed', () => {
    for (const id of [
      'epa-nsps-oooo-methane',
      'epa-ghgrp-subpart-w',
      'epa-waste-emissions-charge',
    ]) {
      const entry = knowledgeEntries.find((item) => item.id === id);
      expect(entry?.statusNote, id).toMatch(/2025/);
    }
  });
});

/** The drilling, completion and production-troubleshooting entries added on 2026-11-29. */
const FIELD_ENTRIES = [
  'drill-stuck-pipe',
  'drill-lost-circulation',
  'drill-wellbore-instability',
  'drill-kick-while-tripping',
  'drill-shallow-gas',
  'drill-cementing-problems',
  'comp-sand-control',
  'comp-frac-flowback',
  'comp-workover-fluids-well-kill',
  'comp-frac-hits',
  'ops-pressure-buildup-test',
  'ops-well-dies-after-shut-in',
  'ops-water-cut-rising',
  'ops-sustained-casing-pressure',
  'ops-trapped-pressure',
  'lift-gas-lift-troubleshooting',
  'lift-rod-tubing-corrosion-wear',
];

/** Entries about an alarm, a release, a kick, trapped pressure or a well flowing. */
const EMERGENCIES = [
  'ops-kick-warning-signs',
  'ops-h2s-exposure',
  'chem-hydrate-inhibition',
  'drill-lost-circulation',
  'drill-kick-while-tripping',
  'drill-shallow-gas',
  'comp-frac-flowback',
  'comp-workover-fluids-well-kill',
  'comp-frac-hits',
  'ops-sustained-casing-pressure',
  'ops-trapped-pressure',
];

/** Troubleshooting entries that existed before the symptoms field, now carrying it. */
const TROUBLESHOOTING = [
  'chem-paraffin',
  'lift-liquid-loading',
  'chem-carbonate-scale',
  'chem-scale-after-breakthrough',
  'lift-rod-pump-pound',
  'lift-dynamometer-cards',
  'ops-h2s-exposure',
  'chem-hydrate-inhibition',
  'ops-kick-warning-signs',
  'ops-well-stopped-flowing',
  'lift-esp-failures',
  'lift-rod-pump-failures',
  'chem-emulsion-breakers',
  'fac-separators',
  'fac-compressors',
];

describe('field troubleshooting entries', () => {
  it.each(FIELD_ENTRIES)(
    '%s exists, cites its sources and was reviewed on or after 2026-11-29',
    (id) => {
      const entry = knowledgeEntry(id);
      expect(entry, id).toBeDefined();
      expect(entry?.lastReviewed ?? '').toMatch(/^2026-(?:11-(?:29|30)|12-\d\d)$/);
      expect(entry?.sources.length).toBeGreaterThanOrEqual(2);
      expect(entry?.symptoms?.length ?? 0).toBeGreaterThanOrEqual(3);
    },
  );

  it('puts Immediate actions first in every new safety-critical entry', () => {
    const safetyCritical = FIELD_ENTRIES.map((id) => knowledgeEntry(id)).filter(
      (entry) => entry?.safetyCritical === true,
    );
    expect(safetyCritical.length).toBeGreaterThanOrEqual(5);
    for (const entry of safetyCritical) {
      expect(entry?.body.trimStart(), entry?.id).toMatch(
        /^\*\*Immediate actions\b[^*\n]*\*\*\n1\. /,
      );
    }
  });

  it.each(EMERGENCIES)('%s is safety-critical and opens with its Immediate actions', (id) => {
    const entry = knowledgeEntry(id);
    expect(entry?.safetyCritical, id).toBe(true);
    expect(opensWithImmediateActions(entry?.body ?? ''), id).toBe(true);
    // A few lines, before any explanation: the first section is a short numbered list.
    const first = (entry?.body ?? '').trim().split(/\n\s*\n/)[0] ?? '';
    expect(first.split('\n').length, id).toBeLessThanOrEqual(7);
  });

  it('gives every entry with symptoms at least three, none empty', () => {
    const withSymptoms = knowledgeEntries.filter((entry) => entry.symptoms !== undefined);
    expect(withSymptoms.length).toBeGreaterThanOrEqual(
      FIELD_ENTRIES.length + TROUBLESHOOTING.length,
    );
    for (const entry of withSymptoms) {
      expect(entry.symptoms?.length, entry.id).toBeGreaterThanOrEqual(3);
      for (const symptom of entry.symptoms ?? []) expect(symptom.trim(), entry.id).not.toBe('');
    }
  });

  it.each(TROUBLESHOOTING)('%s describes its problem in the words engineers use', (id) => {
    expect(knowledgeEntry(id)?.symptoms?.length ?? 0, id).toBeGreaterThanOrEqual(3);
  });

  it('asks for the one fact the advice turns on', () => {
    const askFirst = (id: string): string =>
      /^\*\*Ask first\*\*: (.+)$/m.exec(knowledgeEntry(id)?.body ?? '')?.[1] ?? '';
    expect(askFirst('drill-stuck-pipe')).toMatch(/moving/);
    expect(askFirst('drill-lost-circulation')).toMatch(/how fast/);
    expect(askFirst('comp-frac-flowback')).toMatch(/load water/);
    expect(askFirst('drill-kick-while-tripping')).toMatch(/flow/);
  });
});

describe('the consistency check', () => {
  const valid: KnowledgeEntry = {
    id: 'sample-entry',
    title: 'Sample',
    area: 'facilities',
    aliases: ['sample'],
    summary: 'A sample.',
    body: 'Body text.',
    sources: [{ title: 'Example', url: 'https://example.com/rule' }],
    lastReviewed: '2026-01-31',
  };

  it('accepts a well-formed entry', () => {
    expect(knowledgeBaseProblems([valid])).toEqual([]);
  });

  it('reports duplicate ids, empty text, non-https sources, bad dates, dangling links and checks', () => {
    const problems = knowledgeBaseProblems([
      valid,
      { ...valid, body: '  ' },
      {
        ...valid,
        id: 'Bad_Id',
        sources: [{ title: 'Plain', url: 'http://example.com' }],
        lastReviewed: '2026-02-30',
        related: ['missing-entry'],
        checks: ['kill_mud_weight', 'mud_balance'],
      },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'duplicate id sample-entry',
        'sample-entry: empty body',
        'Bad_Id: id is not kebab-case',
        'Bad_Id: source http://example.com is not https',
        'Bad_Id: lastReviewed 2026-02-30 is not a date',
        'Bad_Id: related entry missing-entry does not exist',
        'Bad_Id: check mud_balance is no calculator',
      ]),
    );
  });

  it('reports too few symptoms and Immediate actions out of place or on an ordinary entry', () => {
    const problems = knowledgeBaseProblems([
      { ...valid, id: 'few-symptoms', symptoms: ['stuck', 'tight'] },
      { ...valid, id: 'late-actions', body: 'Intro.\n\n**Immediate actions**\n1. Shut in.' },
      { ...valid, id: 'not-critical', body: '**Immediate actions**\n1. Shut in.' },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'few-symptoms: fewer than 3 symptoms',
        'late-actions: Immediate actions are not the first section',
        'not-critical: has Immediate actions but is not safety-critical',
      ]),
    );
    expect(
      knowledgeBaseProblems([
        {
          ...valid,
          symptoms: ['stuck on a connection', 'pack-off', 'overpull on the trip out'],
          body: '**Immediate actions (a kick)**\n1. Shut in.\n\nWhy it happens.',
          safetyCritical: true,
        },
      ]),
    ).toEqual([]);
  });
});
