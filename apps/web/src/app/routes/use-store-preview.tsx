import { useState } from "react";
import { useCategories } from "../../features/catalogue/api/get-categories";
import { useSellerProducts } from "../../features/store/api/get-seller-products";
import { useStoreSetting } from "../../features/store/api/get-store-setting";
import { StorePreview } from "../../features/store/components/store-preview";
import { i18n } from "../../lib/i18n";
import { normalizeLanguage } from "../../lib/language";

/** The category chips in the interface language, from the catalogue. */
export function useCategoryChips() {
  const categories = useCategories();
  const language = normalizeLanguage(i18n.language);
  return (categories.data ?? []).map((category) => ({ key: category.key, name: category.names[language] }));
}

/** The store preview modal with what it needs: the settings, the listed products and the categories. */
export function useStorePreview() {
  const [open, setOpen] = useState(false);
  const setting = useStoreSetting();
  const listed = useSellerProducts("listed", "", undefined);
  const categories = useCategoryChips();
  const modal = (
    <StorePreview
      visible={open}
      onClose={() => setOpen(false)}
      setting={setting.data}
      products={listed.data?.pages.flatMap((page) => page.products) ?? []}
      categories={categories}
    />
  );
  return { open: () => setOpen(true), modal };
}
