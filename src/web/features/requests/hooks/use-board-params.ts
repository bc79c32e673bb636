import { useLocation, useSearchParams } from 'react-router';
import { type BoardParams, boardParamsOf } from '@/shared/api-paths';

export { type BoardParams, searchParam, viewOf } from '@/shared/api-paths';

/** Everything a board list is showing, read from the path (`/vent?/{company}/{product}`) and `?view=&q=`. */
export function useBoardParams(): BoardParams {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return boardParamsOf(pathname, searchParams);
}
