import { useMemo, useState } from 'react';
import type { DashboardItem } from '@/shared/contracts/dashboard';

export type ProductRef = NonNullable<DashboardItem['product']>;

/** The dashboard's search (title and story lines, in the browser) and its product filter. */
export function useDashboardFilter(items: DashboardItem[]) {
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<ProductRef | null>(null);
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return items.filter((item) => {
      if (product && item.product?.id !== product.id) return false;
      if (!needle) return true;
      return [item.title, item.userStoryWant, item.userStorySoThat].some((text) =>
        text.toLowerCase().includes(needle),
      );
    });
  }, [items, search, product]);
  const isFiltered = Boolean(search.trim() || product);
  const clear = () => {
    setSearch('');
    setProduct(null);
  };
  return { search, setSearch, product, setProduct, filtered, isFiltered, clear };
}
