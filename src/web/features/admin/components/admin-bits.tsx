/** The admin views' list states: 'Load more...', an empty list, a list loading. */
export { ListEmpty as AdminEmpty, ListLoading as AdminLoading, LoadMore } from '@/web/components/list-states';
