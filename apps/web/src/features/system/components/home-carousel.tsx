import type { DisplayItem } from "@seller/contract/system";
import { Swiper, type SwiperRef } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/icons";
import { CatalogueBanner, FestivalBanner } from "./promotion-banners";
import styles from "./promotions.module.css";
import { useFollowLink } from "./use-follow-link";

/** Spec section 9: the carousel advances every 5 s, starting after a 1 s delay. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_START_DELAY_MS = 1000;

/**
 * The home carousel of the operators' pictures (spec section 2): arrows, dots,
 * links followed; without pictures, the operator's festival banner when set,
 * else a banner that leads to the catalogue (DECISIONS.md "Screens").
 */
export function HomeCarousel({ items, festival }: { items: DisplayItem[]; festival: DisplayItem | null }) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperRef>(null);
  const follow = useFollowLink();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), CAROUSEL_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (items.length === 0) return festival ? <FestivalBanner item={festival} /> : <CatalogueBanner />;
  const many = items.length > 1;
  return (
    <div className={styles.carousel} data-testid="home-carousel">
      <Swiper
        ref={swiper}
        loop={many}
        autoplay={many && started}
        autoplayInterval={CAROUSEL_INTERVAL_MS}
        indicatorProps={{ className: styles.carouselDots }}
        {...(many ? {} : { indicator: false as const })}
      >
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be shown twice; slides are positions
          <Swiper.Item key={index}>
            <button
              type="button"
              className={styles.slide}
              onClick={() => follow(item.link)}
              disabled={!item.link}
              data-testid="carousel-slide"
            >
              <img
                src={item.image}
                alt=""
                className={styles.slideImage}
                loading={index === 0 ? "eager" : "lazy"}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      {many ? (
        <>
          <button
            type="button"
            className={[styles.arrow, styles.arrowLeft].join(" ")}
            onClick={() => swiper.current?.swipePrev()}
            aria-label={t("home.carousel.previous")}
            data-testid="carousel-prev"
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            className={[styles.arrow, styles.arrowRight].join(" ")}
            onClick={() => swiper.current?.swipeNext()}
            aria-label={t("home.carousel.next")}
            data-testid="carousel-next"
          >
            <ChevronRightIcon size={18} />
          </button>
        </>
      ) : null}
    </div>
  );
}
