import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '@/lib/schemas/enums';

/**
 * What the user agent says: a bot (isbot's kept list of crawlers, spiders, link checkers and
 * headless browsers; an empty user agent counts as one) and the device class (bowser's platform
 * type). Both are remembered for recent user agents, since clicks repeat them.
 */

export interface AgentFacts {
  bot: boolean;
  device: DeviceClass;
}

const recent = new Map<string, AgentFacts>();
const RECENT_MAX = 2000;

function deviceOf(userAgent: string): DeviceClass {
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
}

export function agentFacts(userAgent: string | null): AgentFacts {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { bot: true, device: 'other' };
  const known = recent.get(ua);
  if (known) return known;
  const facts: AgentFacts = { bot: isbot(ua), device: deviceOf(ua) };
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(ua, facts);
  return facts;
}
