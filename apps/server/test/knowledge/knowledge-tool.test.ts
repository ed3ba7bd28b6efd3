import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { knowledgeSearchTool } from '../../src/modules/knowledge/knowledge-tool';

describe('the search_knowledge_base tool', () => {
  it('is named and described for the model', () => {
    expect(knowledgeSearchTool.name).toBe('search_knowledge_base');
    expect(knowledgeSearchTool.description).toContain('knowledge base');
    expect(z.toJSONSchema(knowledgeSearchTool.inputSchema)).toMatchObject({
      type: 'object',
      properties: { query: { type: 'string', minLength: 1, maxLength: 500 } },
      required: ['query'],
    });
  });

  it('returns matching entries with a summary and the source to cite', () => {
    const { results } = knowledgeSearchTool.run({ query: 'SWR 32 flaring exception' });
    expect(results.length).toBeGreaterThanOrEqual(1);
    expect(results.length).toBeLessThanOrEqual(3);
    expect(results[0]).toEqual({
      title: 'Flaring and venting in Texas: Statewide Rule 32 and Form R-32 exceptions',
      summary: expect.stringContaining('10 days after completion') as unknown,
      source_title:
        '16 TAC §3.32 (Statewide Rule 32), Gas Well Gas and Casinghead Gas Shall Be Utilized for Legal Purposes',
      source_url: 'https://www.law.cornell.edu/regulations/texas/16-Tex-Admin-Code-SS-3-32',
    });
    for (const result of results) expect(result.source_url).toMatch(/^https:\/\//);
  });

  it('carries the status note of recently changed rules in the summary', () => {
    const { results } = knowledgeSearchTool.run({ query: 'methane waste emissions charge' });
    expect(results[0]?.title).toBe(
      'Methane Waste Emissions Charge (Inflation Reduction Act, Clean Air Act §136)',
    );
    expect(results[0]?.summary).toContain('Tell the user to confirm it is current.');
  });

  it('returns an empty list when nothing is a vetted answer', () => {
    expect(knowledgeSearchTool.run({ query: 'best pizza in Houston' })).toEqual({ results: [] });
  });

  it('validates its input', () => {
    expect(knowledgeSearchTool.inputSchema.safeParse({ query: '   ' }).success).toBe(false);
    expect(knowledgeSearchTool.inputSchema.safeParse({ query: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(knowledgeSearchTool.inputSchema.safeParse({}).success).toBe(false);
    expect(() => knowledgeSearchTool.run({ query: '' })).toThrow(z.ZodError);
  });
});
