import type { HabitanteSessions } from './habitanteSession';
import type { SmsSender } from './smsSender';

/** What the citizens' routes share: the habitante sessions' signer and the text-message sender. */
export interface CitizenDeps {
  sessions: HabitanteSessions;
  sms: SmsSender;
}
