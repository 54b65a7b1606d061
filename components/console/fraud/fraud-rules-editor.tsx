'use client';

import { useState } from 'react';
import {
  useFraudRuleMutations,
  useFraudRules,
  type FraudRule,
  type FraudRuleScope,
} from '@/lib/client/hooks/fraud';
import { describeError, splitServerError } from '@/lib/client/form-errors';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { CheckboxField, FormError, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { METRIC_LABELS, METRIC_UNITS, windowWords } from './words';

/**
 * Fraud rules with their edit and reset (docs/fraud.md#rules), for a campaign (its own rules over
 * the network's defaults) or for the network (its defaults over the built-in rules).
 */

const SOURCE_WORDS: Record<FraudRule['source'], string> = {
  campaign: "This campaign's own",
  network: "The network's default",
  default: 'Built-in default',
};

type RuleValues = { enabled: boolean; threshold: string; window: string; hold: boolean };

/** What differs between a campaign's rules and the network's. */
function wordsFor(scope: FraudRuleScope) {
  return 'campaignId' in scope
    ? {
        own: 'campaign' as const,
        saved: 'saved for this campaign.',
        editNote: "Saved as this campaign's own rule; other campaigns keep theirs.",
        resetLabel: 'Use default',
        resetName: "Use the network's default for",
        resetTitle: "Use the network's default rule",
        resetSays: (metric: string) =>
          `This campaign's own rule for "${metric}" is removed; the network's default applies again.`,
      }
    : {
        own: 'network' as const,
        saved: "saved as the network's default.",
        editNote:
          "Saved as the network's default: every campaign without its own rule for this follows it.",
        resetLabel: 'Use built-in',
        resetName: 'Use the built-in rule for',
        resetTitle: 'Use the built-in rule',
        resetSays: (metric: string) =>
          `The network's default for "${metric}" is removed; the built-in rule applies again. Campaigns with their own rule keep it.`,
      };
}

function RuleForm({
  scope,
  rule,
  onDone,
}: {
  scope: FraudRuleScope;
  rule: FraudRule;
  onDone: () => void;
}) {
  const { save } = useFraudRuleMutations(scope);
  const toast = useToast();
  const [v, setV] = useState<RuleValues>({
    enabled: rule.enabled,
    threshold: rule.threshold,
    window: String(rule.window_minutes),
    hold: rule.hold_payments,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        setErrors({});
        setFormError(null);
        try {
          await save.mutateAsync({
            metric: rule.metric,
            body: {
              enabled: v.enabled,
              threshold: v.threshold.trim(),
              window_minutes: rule.windowed ? v.window.trim() : 0,
              hold_payments: v.hold,
            },
          });
          toast(`${METRIC_LABELS[rule.metric]}: ${wordsFor(scope).saved}`);
          onDone();
        } catch (err) {
          const split = splitServerError(err, ['threshold', 'window_minutes', 'enabled']);
          setErrors(Object.fromEntries(split.fields.map((f) => [f.name, f.message])));
          setFormError(split.fields.length ? null : split.message);
        }
      }}
    >
      <FormError message={formError} />
      <CheckboxField
        label="Raise incidents with this rule"
        checked={v.enabled}
        onChange={(e) => setV({ ...v, enabled: e.target.checked })}
      />
      <TextField
        label={`Limit (${METRIC_UNITS[rule.metric]})`}
        inputMode="decimal"
        hint={
          rule.metric === 'ttc'
            ? 'A sale sooner than this many seconds after its click raises an incident.'
            : 'Above this an incident is raised.'
        }
        value={v.threshold}
        error={errors.threshold}
        onChange={(e) => setV({ ...v, threshold: e.target.value })}
      />
      {rule.windowed && (
        <TextField
          label="Counted over (minutes)"
          inputMode="numeric"
          hint="1 to 10080 (a week). 60 is an hour, 1440 a day."
          value={v.window}
          error={errors.window_minutes}
          onChange={(e) => setV({ ...v, window: e.target.value })}
        />
      )}
      <CheckboxField
        label="Hold the partner's payments when it raises an incident"
        hint="Held partners are left out of payment runs, with the incident as the reason, until released."
        checked={v.hold}
        onChange={(e) => setV({ ...v, hold: e.target.checked })}
      />
      <DialogFormActions pending={save.isPending} label="Save rule" />
    </form>
  );
}

export function FraudRulesEditor({ scope }: { scope: FraudRuleScope }) {
  const words = wordsFor(scope);
  const rules = useFraudRules(scope);
  const { reset } = useFraudRuleMutations(scope);
  const toast = useToast();
  const [editing, setEditing] = useState<FraudRule | null>(null);
  const [resetting, setResetting] = useState<FraudRule | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (rules.isLoading) return <LoadingState label="Loading the rules" />;
  if (rules.isError) return <ErrorState error={rules.error} retry={() => rules.refetch()} />;
  return (
    <>
      <FormError message={error} />
      <ul
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        data-testid="fraud-rules"
      >
        {(rules.data?.data ?? []).map((r) => (
          <li
            key={r.metric}
            className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
            data-testid={`fraud-rule-${r.metric}`}
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {METRIC_LABELS[r.metric]}{' '}
                {r.enabled ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}{' '}
                {r.hold_payments && <Badge tone="red">Holds payments</Badge>}
              </p>
              <p className="text-slate-600">
                Limit {r.threshold} {METRIC_UNITS[r.metric]}
                {r.windowed ? ` in ${windowWords(r.window_minutes)}` : ''} ·{' '}
                {SOURCE_WORDS[r.source]}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => setEditing(r)}
                aria-label={`Edit the rule: ${METRIC_LABELS[r.metric]}`}
              >
                Edit
              </Button>
              {r.source === words.own && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setResetting(r)}
                  aria-label={`${words.resetName}: ${METRIC_LABELS[r.metric]}`}
                >
                  {words.resetLabel}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? `Rule: ${METRIC_LABELS[editing.metric]}` : 'Rule'}
        description={words.editNote}
      >
        {editing && <RuleForm scope={scope} rule={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={words.resetTitle}
        description={resetting ? words.resetSays(METRIC_LABELS[resetting.metric]) : ''}
        confirmLabel={words.resetLabel}
        pending={reset.isPending}
        onConfirm={async () => {
          setError(null);
          try {
            await reset.mutateAsync(resetting!.metric);
            toast('The default rule applies again.');
          } catch (err) {
            setError(describeError(err));
          }
          setResetting(null);
        }}
      />
    </>
  );
}
