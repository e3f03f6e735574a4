import { useEffect, useRef, useState } from "react";
import { ProductPicture } from "../../components/storefront/product-picture";
import styles from "./pages.module.css";

type Image = { id: number; url: string; srcset: string };

/** The product's pictures side by side, swiped or chosen by their dots; a chosen colour shows its own. */
export function Gallery({ images, name, show }: { images: Image[]; name: string; show: number }) {
  const strip = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const go = (index: number) => scrollStrip(strip.current, index);
  useEffect(() => {
    if (show >= 0) scrollStrip(strip.current, show);
  }, [show]);
  if (images.length === 0) {
    return (
      <div className={styles.gallery}>
        <ProductPicture src={null} alt={name} />
      </div>
    );
  }
  return (
    <div className={styles.galleryWrap}>
      <section
        ref={strip}
        className={styles.gallery}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip takes focus so that arrow keys scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label={name}
        onScroll={(event) =>
          setCurrent(Math.round(event.currentTarget.scrollLeft / event.currentTarget.clientWidth))
        }
        data-testid="gallery"
      >
        {images.map((image, index) => (
          <div key={image.id} className={styles.slide}>
            <ProductPicture
              src={image.url}
              srcSet={image.srcset}
              sizes="100vw"
              alt={name}
              eager={index === 0}
            />
          </div>
        ))}
      </section>
      {images.length > 1 ? (
        <div className={styles.dots}>
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              aria-label={String(index + 1)}
              aria-current={index === current}
              onClick={() => go(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function scrollStrip(element: HTMLElement | null, index: number) {
  element?.scrollTo({ left: index * element.clientWidth, behavior: "smooth" });
}
