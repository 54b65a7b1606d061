import { Button } from './button';

/** A button's text and its accessible name (the text with what it acts on). */
interface Decision {
  text: string;
  name: string;
}

/** Accept and decline, side by side and disabled while `busy`; the caller's element wraps them. */
export function DecisionButtons({
  accept,
  decline,
  busy,
  onAccept,
  onDecline,
}: {
  accept: Decision;
  decline: Decision;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="primary"
        disabled={busy}
        onClick={onAccept}
        aria-label={accept.name}
      >
        {accept.text}
      </Button>
      <Button size="sm" disabled={busy} onClick={onDecline} aria-label={decline.name}>
        {decline.text}
      </Button>
    </>
  );
}
