import { detectEmergency } from './safety-rules';

/**
 * What other features may ask of the assistant. A contact request handed over from the chat is
 * urgent when anything the person wrote in it describes an emergency.
 */
export function describesEmergency(userMessages: readonly string[]): boolean {
  return userMessages.some((message) => detectEmergency(message) !== null);
}
