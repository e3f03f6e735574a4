import type { CatalogueImage } from "@seller/contract/catalogue";
import { ImageViewer, Swiper, type SwiperRef } from "antd-mobile";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/icons";
import styles from "./product-detail.module.css";
import { ProductImage } from "./product-image";

type GalleryProps = {
  images: CatalogueImage[];
  name: string;
  badge?: ReactNode;
  /** A picture to show (a chosen colour's); the seller may swipe on from there. */
  show?: number | undefined;
};

/**
 * The detail's picture carousel (spec section 2): dots, arrows, and a tap
 * opens the full-screen viewer at that picture.
 */
export function ProductGallery({ images, name, badge, show }: GalleryProps) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const many = images.length > 1;

  useEffect(() => {
    if (show !== undefined) swiper.current?.swipeTo(show);
  }, [show]);

  if (images.length === 0) {
    return (
      <div className={styles.gallery}>
        <ProductImage src={null} alt={name} className={styles.slide} />
        {badge}
      </div>
    );
  }
  return (
    <div className={styles.gallery} data-testid="gallery">
      <Swiper
        ref={swiper}
        onIndexChange={setIndex}
        loop={many}
        indicator={(total, current) =>
          many ? (
            <div className={styles.dots} data-testid="gallery-dots">
              {Array.from({ length: total }, (_, dot) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
                <span key={dot} className={dot === current ? styles.dotActive : styles.dot} />
              ))}
            </div>
          ) : null
        }
      >
        {images.map((image, position) => (
          <Swiper.Item key={image.id}>
            <button
              type="button"
              className={styles.slideButton}
              onClick={() => setViewing(position)}
              aria-label={t("catalogue.detail.viewImage", { index: position + 1, total: images.length })}
              data-testid="gallery-slide"
            >
              <ProductImage
                src={image.url}
                srcSet={image.srcset}
                sizes="(min-width: 640px) 640px, 100vw"
                alt={name}
                className={styles.slide}
                eager={position === 0}
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
            aria-label={t("catalogue.detail.previousImage")}
            data-testid="gallery-prev"
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className={[styles.arrow, styles.arrowRight].join(" ")}
            onClick={() => swiper.current?.swipeNext()}
            aria-label={t("catalogue.detail.nextImage")}
            data-testid="gallery-next"
          >
            <ChevronRightIcon size={20} />
          </button>
          <span className={styles.counter} data-testid="gallery-counter">
            {index + 1}/{images.length}
          </span>
        </>
      ) : null}
      {badge}
      <ImageViewer.Multi
        images={images.map((image) => image.url)}
        visible={viewing !== null}
        defaultIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
        renderFooter={(_, position) => (
          <div className={styles.viewerFooter}>
            <span>
              {position + 1}/{images.length}
            </span>
            {/* A tap on the picture closes it too; a mouse has no tap, so the button says how. */}
            <button
              type="button"
              className={styles.viewerClose}
              onClick={() => setViewing(null)}
              data-testid="viewer-close"
            >
              {t("common.close")}
            </button>
          </div>
        )}
      />
    </div>
  );
}
