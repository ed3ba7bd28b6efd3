import { describe, expect, it } from 'vitest';
import {
  CONSULTANT_AREAS,
  ENGINEER_NOTE,
  REGULATOR_NOTE,
  buildSystemPrompt,
} from '../../src/modules/assistant/context/system-prompt';

describe('the system prompt', () => {
  const prompt = buildSystemPrompt({ appName: 'PetroSage', assistantName: 'Sage' });

  it('presents the assistant as the personal oilfield consultant of the app', () => {
    expect(prompt).toMatch(/^You are Sage, the user's personal oilfield consultant in PetroSage\./);
  });

  it('names every area of product docs/product.md §1', () => {
    for (const area of [
      'Production operations',
      'Production facility design',
      'Hydraulic modeling',
      'Data analytics and recommendations',
      'Geologic research',
      'Asset economics',
      'Regulatory and permitting guidance, including production chemicals',
    ]) {
      expect(prompt).toContain(`**${area}**`);
    }
    expect(CONSULTANT_AREAS).toHaveLength(7);
  });

  it('asks for markdown, units and stated assumptions', () => {
    expect(prompt).toContain('Write in Markdown');
    expect(prompt).toContain('**Units, always.**');
    expect(prompt).toContain('**Show your assumptions.**');
  });

  it('tells the model never to substitute a method silently and to use stated values', () => {
    expect(prompt).toContain('**Never substitute a method silently.**');
    expect(prompt).toMatch(/say so plainly and name what you used instead and why/);
    expect(prompt).toMatch(/A value the user states .* always replaces a correlation's estimate/);
    expect(prompt).toMatch(
      /A number whose role is unclear is asked about, never assigned by guess/,
    );
  });

  it('requires the engineer and regulator notes on safety and legal answers', () => {
    expect(prompt).toContain(ENGINEER_NOTE);
    expect(prompt).toContain(REGULATOR_NOTE);
    expect(ENGINEER_NOTE).toMatch(/licensed professional engineer/);
    expect(REGULATOR_NOTE).toMatch(/regulator/);
  });

  it('uses the configured names, never the defaults', () => {
    const branded = buildSystemPrompt({ appName: 'WellWise', assistantName: 'Ada' });
    expect(branded).toMatch(/^You are Ada, the user's personal oilfield consultant in WellWise\./);
    expect(branded).not.toMatch(/Sage|PetroSage/);
  });

  it('dates itself only when given a date', () => {
    expect(prompt).not.toMatch(/Today's date/);
    const dated = buildSystemPrompt({
      appName: 'PetroSage',
      assistantName: 'Sage',
      today: new Date('2026-03-15T12:00:00Z'),
    });
    expect(dated).toContain("Today's date is 2026-03-15.");
  });
});
