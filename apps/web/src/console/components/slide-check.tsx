import { Slider } from "antd";
import { useState } from "react";
import { useText } from "../i18n";

const END = 100;

/**
 * The slide the server asks for again once an account is over its account-wide limit of
 * failed sign-ins (DECISIONS "Account and session"): dragged, or moved with the keyboard
 * (End or the arrows), to the end. Let go before the end, it goes back to the start.
 */
export function SlideCheck({
  verified,
  onChange,
}: {
  verified: boolean;
  onChange: (verified: boolean) => void;
}) {
  const { t } = useText();
  const [value, setValue] = useState(0);
  const shown = verified ? END : value;
  const label = verified ? t("signIn.slideDone") : t("signIn.slideHint");
  return (
    <div data-testid="console-slide" data-verified={verified} style={{ marginBottom: 16 }}>
      <div id="console-slide-label" style={{ marginBottom: 4 }}>
        {label}
      </div>
      <Slider
        min={0}
        max={END}
        value={shown}
        disabled={verified}
        tooltip={{ open: false }}
        ariaLabelledByForHandle="console-slide-label"
        ariaValueTextFormatterForHandle={() => label}
        onChange={(next) => setValue(next)}
        onChangeComplete={(last) => {
          if (last >= END) onChange(true);
          else setValue(0);
        }}
      />
    </div>
  );
}
