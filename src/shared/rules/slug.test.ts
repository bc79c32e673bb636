import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('lower-cases, joins runs of other characters with one hyphen and trims hyphens', () => {
    expect(slugify('Dark Mode for   Notes!')).toBe('dark-mode-for-notes');
    expect(slugify('  --Export to PDF & CSV--  ')).toBe('export-to-pdf-csv');
    expect(slugify("I'd love it")).toBe('i-d-love-it');
  });

  it('folds accents to their letters', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('keeps the slug when it is free', () => {
    expect(uniqueSlug('Offline Mode', () => false)).toBe('offline-mode');
  });

  it('adds -2, -3, … on a clash within the same parent', () => {
    const taken = new Set(['offline-mode', 'offline-mode-2']);
    expect(uniqueSlug('Offline mode', (slug) => taken.has(slug))).toBe('offline-mode-3');
  });

  it('falls back when the text has no letters or digits', () => {
    expect(uniqueSlug('???', () => false, 'request')).toBe('request');
  });
});
