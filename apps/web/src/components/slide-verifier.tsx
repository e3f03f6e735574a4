import { SLIDE_HANDLE_WIDTH_PX } from "@seller/contract/constants";
import { type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, ChevronsRightIcon } from "./icons";
import { clampOffset, isSlideVerified, offsetForKey, slideRange } from "./slide-rule";
import styles from "./slide-verifier.module.css";

type SlideVerifierProps = {
  /** Controlled: the form resets it (to false) after a failed submit. */
  verified: boolean;
  onChange: (verified: boolean) => void;
  error?: string;
};

type Drag = { pointerId: number; startX: number; startOffset: number };

/**
 * Slide-to-verify (spec section 4): a convenience check before sign-in and
 * register, not protection (the server rate-limits). Mouse, touch and pen come
 * through pointer events; the handle is a focusable slider for the keyboard.
 */
export function SlideVerifier({ verified, onChange, error }: SlideVerifierProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [trackWidth, setTrackWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const range = slideRange(trackWidth);

  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => setTrackWidth(track.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  // A reset from the form sends the handle home.
  useEffect(() => {
    if (!verified) setOffset(0);
  }, [verified]);

  const shown = verified ? range : offset;
  const percent = range > 0 ? Math.round((shown / range) * 100) : 0;

  const settle = (next: number) => {
    if (isSlideVerified(next, trackWidth)) {
      setOffset(range);
      onChange(true);
    } else {
      setOffset(0); // snaps back, animated by the stylesheet
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (verified || event.button > 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startOffset: offset };
    setDragging(true);
  };

  const offsetAt = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return undefined;
    return clampOffset(current.startOffset + event.clientX - current.startX, range);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const next = offsetAt(event);
    if (next !== undefined) setOffset(next);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const next = offsetAt(event);
    drag.current = null;
    setDragging(false);
    if (next !== undefined) settle(next);
  };

  const onPointerCancel = () => {
    drag.current = null;
    setDragging(false);
    setOffset(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (verified) return;
    const next = offsetForKey(event.key, offset, range);
    if (next === undefined) return;
    event.preventDefault();
    if (isSlideVerified(next, trackWidth)) settle(next);
    else setOffset(next);
  };

  const trackClass = [styles.track, verified ? styles.verified : "", error ? styles.invalid : ""].join(" ");
  return (
    <div className={styles.wrap}>
      <div ref={trackRef} className={trackClass} data-testid="slide-track" data-verified={verified}>
        <div
          className={[styles.fill, dragging ? styles.live : ""].join(" ")}
          style={{ width: shown > 0 ? shown + SLIDE_HANDLE_WIDTH_PX : 0 }}
        />
        <span className={styles.text} aria-hidden="true">
          {verified ? t("slideVerifier.done") : t("slideVerifier.hint")}
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t("slideVerifier.label")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={verified ? t("slideVerifier.done") : t("slideVerifier.hint")}
          aria-invalid={error ? true : undefined}
          aria-readonly={verified || undefined}
          className={[styles.handle, dragging ? styles.live : ""].join(" ")}
          style={{ transform: `translateX(${shown}px)` }}
          data-testid="slide-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          {verified ? <CheckIcon size={20} /> : <ChevronsRightIcon size={20} />}
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert" data-testid="slide-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
