import type { ReactNode } from "react";

/**
 * For component tests only: antd-mobile's CommonJS dependencies would load the root's React 18
 * (see vitest.config.ts). The rules under test are the forms', so the antd-mobile parts they
 * render through stand in as plain elements: `vi.mock("antd-mobile", () => import(".../antd-mobile-stand-in"))`.
 */
type Props = Record<string, unknown> & { children?: ReactNode };

export function Button({
  children,
  loading: _loading,
  block: _block,
  color: _color,
  fill: _fill,
  size: _size,
  ...props
}: Props) {
  return (
    <button type="button" {...props}>
      {children}
    </button>
  );
}

export function Checkbox({ children, checked, onChange, className: _className, ...props }: Props) {
  return (
    <label>
      <input
        type="checkbox"
        checked={checked as boolean}
        onChange={(event) => (onChange as (value: boolean) => void)(event.target.checked)}
        {...props}
      />
      {children}
    </label>
  );
}

/** Every `visible` a stand-in Popup was drawn with, in order: how a sheet was opened and closed. */
export const popupDraws: boolean[] = [];

/** Its contents only while visible, as antd-mobile's Popup unmounts them. */
export function Popup({ children, visible, "data-testid": testId }: Props) {
  popupDraws.push(visible === true);
  return visible ? <div data-testid={testId as string}>{children}</div> : null;
}

export function SpinLoading() {
  return <span />;
}

/** Every `visible` a stand-in Dialog was drawn with, in order: how a dialog was opened and closed. */
export const dialogDraws: boolean[] = [];

/** A mounted dialog: its contents while visible, hidden otherwise. */
export function Dialog({ content, visible, "data-testid": testId }: Props) {
  dialogDraws.push(visible === true);
  return (
    <div data-testid={testId as string} hidden={visible !== true}>
      {visible === true ? (content as ReactNode) : null}
    </div>
  );
}
