import type { CategoryKey } from "@seller/contract/catalogue";

/** A colour choice and how its picture is drawn: a tint of the emoji, or a shade of grey. */
export type DemoColor = {
  th: string;
  zh: string;
  en: string;
  paint: { tint: string } | { grey: number };
};

export const COLORS = {
  red: { th: "แดง", zh: "红色", en: "Red", paint: { tint: "#c8202a" } },
  black: { th: "ดำ", zh: "黑色", en: "Black", paint: { grey: 0.35 } },
  white: { th: "ขาว", zh: "白色", en: "White", paint: { grey: 1.25 } },
  blue: { th: "น้ำเงิน", zh: "蓝色", en: "Blue", paint: { tint: "#2f6fde" } },
  pink: { th: "ชมพู", zh: "粉色", en: "Pink", paint: { tint: "#ff6fae" } },
  green: { th: "เขียว", zh: "绿色", en: "Green", paint: { tint: "#2e9d58" } },
  purple: { th: "ม่วง", zh: "紫色", en: "Purple", paint: { tint: "#8a4fd8" } },
  yellow: { th: "เหลือง", zh: "黄色", en: "Yellow", paint: { tint: "#f2b600" } },
  orange: { th: "ส้ม", zh: "橙色", en: "Orange", paint: { tint: "#f26b1d" } },
  grey: { th: "เทา", zh: "灰色", en: "Grey", paint: { grey: 0.75 } },
} as const satisfies Record<string, DemoColor>;
export type ColorKey = keyof typeof COLORS;

export type DemoProduct = {
  /** A Fluent Emoji icon name. */
  icon: string;
  category: CategoryKey;
  name: [th: string, zh: string, en: string];
  description: [th: string, zh: string, en: string];
  /** Baht: the price, the sale price if on sale, and the supplier's cost. */
  price: number;
  sale?: number;
  cost: number;
  stock: number;
  sales: number;
  hot?: boolean;
  isNew?: boolean;
  sizes?: string[];
  colors?: ColorKey[];
};

export const CLOTHES = ["S", "M", "L", "XL", "XXL"];
