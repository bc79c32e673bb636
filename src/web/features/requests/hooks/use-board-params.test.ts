import { describe, expect, it } from 'vitest';
import { apiPaths, boardParamsOf } from '@/shared/api-paths';
import { pageSizes } from '@/shared/constants';
import { entryForStateTab, stateTabOf, viewOf, withView } from './use-board-params';

const query = (search: string) => new URLSearchParams(search);

describe('board URL state', () => {
  it('reads the mode, company and product from the path', () => {
    expect(boardParamsOf('/', query(''))).toEqual({
      mode: 'requests',
      kind: 'requests',
      company: undefined,
      product: undefined,
      view: 'all',
      search: '',
      filter: { company: undefined, product: undefined, search: undefined },
    });
    expect(boardParamsOf('/vent', query(''))).toMatchObject({
      mode: 'vents',
      kind: 'vents',
      company: undefined,
    });
    expect(boardParamsOf('/acme', query(''))).toMatchObject({
      mode: 'requests',
      company: 'acme',
      product: undefined,
    });
    expect(boardParamsOf('/vent/acme/widget', query(''))).toMatchObject({
      mode: 'vents',
      company: 'acme',
      product: 'widget',
      filter: { company: 'acme', product: 'widget', search: undefined },
    });
  });

  it('reads the tab from ?view=, and an unknown or missing one as all', () => {
    expect(boardParamsOf('/', query('view=top-requests')).view).toBe('top-requests');
    expect(boardParamsOf('/', query('view=your-votes')).view).toBe('your-votes');
    expect(boardParamsOf('/', query('view=everything')).view).toBe('all');
    expect(viewOf(null)).toBe('all');
    expect(viewOf('launched')).toBe('launched');
  });

  it('reads the search from ?q=, trimmed, into the filter every tab shares', () => {
    const params = boardParamsOf('/acme', query('q=%20dark%20mode%20&view=launched'));
    expect(params).toMatchObject({ search: 'dark mode', view: 'launched' });
    expect(params.filter).toEqual({ company: 'acme', product: undefined, search: 'dark mode' });
    expect(boardParamsOf('/', query('q=%20%20')).filter.search).toBeUndefined();
  });

  it("writes ?view= keeping the rest of the query, and 'all' as the bare list", () => {
    expect(withView(query('q=dark'), 'top-requests')).toBe('?q=dark&view=top-requests');
    expect(withView(query('view=launched&q=dark'), 'your-requests')).toBe('?view=your-requests&q=dark');
    expect(withView(query('view=launched&q=dark'), 'all')).toBe('?q=dark');
    expect(withView(query('view=launched'), 'all')).toBe('');
  });

  it('asks the API for the same list the URL shows', () => {
    const params = boardParamsOf('/vent/acme', query('view=latest-requests&q=slow%20sync'));
    expect(apiPaths.list(params.kind, params.view, params.filter)).toBe(
      `/api/v1/vents?view=latest-requests&company=acme&search=slow+sync&limit=${pageSizes.homeList}`,
    );
    expect(apiPaths.counts(params.kind, params.filter)).toBe(
      '/api/v1/vents/counts?company=acme&search=slow+sync',
    );
    const home = boardParamsOf('/', query(''));
    expect(apiPaths.list(home.kind, home.view, home.filter, 'next-page')).toBe(
      `/api/v1/requests?cursor=next-page&limit=${pageSizes.homeList}`,
    );
    expect(apiPaths.counts(home.kind, home.filter)).toBe('/api/v1/requests/counts');
  });
});

describe('a list opened with { activeTab } in its navigation state', () => {
  it('shows that tab when ?view= names none', () => {
    expect(stateTabOf(query(''), { activeTab: 'your-builds' })).toBe('your-builds');
    expect(stateTabOf(query('q=dark'), { activeTab: 'launched', from: '/acme' })).toBe('launched');
  });

  it('follows ?view= over the state, and ignores a state without a real tab', () => {
    expect(stateTabOf(query('view=top-requests'), { activeTab: 'launched' })).toBeUndefined();
    expect(stateTabOf(query(''), { activeTab: 'nonsense' })).toBeUndefined();
    expect(stateTabOf(query(''), { from: '/acme' })).toBeUndefined();
    expect(stateTabOf(query(''), null)).toBeUndefined();
    expect(stateTabOf(query(''), undefined)).toBeUndefined();
  });

  it('is replaced by the URL of that tab, keeping the search and the rest of the state', () => {
    expect(
      entryForStateTab(query('q=dark'), { activeTab: 'launched', highlightId: 'a' }, 'launched'),
    ).toEqual({
      search: '?q=dark&view=launched',
      state: { highlightId: 'a' },
    });
    expect(entryForStateTab(query(''), { activeTab: 'all' }, 'all')).toEqual({ search: '', state: null });
  });
});
