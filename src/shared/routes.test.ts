import { describe, expect, it } from 'vitest';
import { changelogPath, detailPath, listPath, modeOfPath, parsePath, roadmapPath } from './routes';

describe('route table', () => {
  it('puts every path starting with /vent in vent mode', () => {
    expect(modeOfPath('/vent')).toBe('vents');
    expect(modeOfPath('/vent/notewren')).toBe('vents');
    expect(modeOfPath('/ventures')).toBe('requests');
    expect(modeOfPath('/')).toBe('requests');
  });

  it('knows the fixed screens', () => {
    for (const path of [
      '/',
      '/vent',
      '/about',
      '/ugc-policy',
      '/admin',
      '/company-dashboard',
      '/create-request',
    ]) {
      expect(parsePath(path).kind).toBe('static');
    }
  });

  it('reads company, product and detail paths in both modes, with no-product details', () => {
    expect(parsePath('/notewren')).toEqual({ kind: 'company', mode: 'requests', companySlug: 'notewren' });
    expect(parsePath('/vent/notewren/sync')).toEqual({
      kind: 'product',
      mode: 'vents',
      companySlug: 'notewren',
      productSlug: 'sync',
    });
    expect(parsePath('/notewren/no-product/dark-mode')).toEqual({
      kind: 'detail',
      mode: 'requests',
      companySlug: 'notewren',
      productSlug: 'no-product',
      itemSlug: 'dark-mode',
    });
  });

  it('rejects paths no screen has', () => {
    for (const path of ['/a/b/c/d', '/Not_A_Slug', '/notewren/no-product', '/vent/about', '/api']) {
      expect(parsePath(path)).toEqual({ kind: 'unknown' });
    }
  });

  it('builds list and detail paths', () => {
    expect(listPath('vents', 'notewren')).toBe('/vent/notewren');
    expect(listPath('requests')).toBe('/');
    expect(detailPath('requests', 'notewren', null, 'dark-mode')).toBe('/notewren/no-product/dark-mode');
    expect(detailPath('vents', 'notewren', 'sync', 'lost-notes')).toBe('/vent/notewren/sync/lost-notes');
  });

  it('reads the changelogs and roadmaps in both modes, and no detail below them', () => {
    expect(parsePath('/changelog')).toEqual({ kind: 'changelog', mode: 'requests' });
    expect(parsePath('/vent/changelog')).toEqual({ kind: 'changelog', mode: 'vents' });
    expect(parsePath('/notewren/changelog')).toEqual({
      kind: 'changelog',
      mode: 'requests',
      companySlug: 'notewren',
    });
    expect(parsePath('/vent/notewren/roadmap')).toEqual({
      kind: 'roadmap',
      mode: 'vents',
      companySlug: 'notewren',
    });
    for (const path of ['/notewren/roadmap/dark-mode', '/notewren/changelog/x', '/changelog/x', '/roadmap']) {
      expect(parsePath(path).kind, path).not.toBe('detail');
    }
    expect(parsePath('/roadmap')).toEqual({ kind: 'company', mode: 'requests', companySlug: 'roadmap' });
    expect(parsePath('/notewren/roadmap/dark-mode')).toEqual({ kind: 'unknown' });
  });

  it('builds changelog and roadmap paths', () => {
    expect(changelogPath('requests')).toBe('/changelog');
    expect(changelogPath('vents')).toBe('/vent/changelog');
    expect(changelogPath('requests', 'notewren')).toBe('/notewren/changelog');
    expect(roadmapPath('vents', 'notewren')).toBe('/vent/notewren/roadmap');
  });
});
