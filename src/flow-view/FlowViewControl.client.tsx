/**
 * On a client's site, no "How this funnel works": that strip explains a demo to the portfolio's visitors, and
 * its diagrams and forecasts are the owner's, not the client's visitors'. (It takes the funnel, as the
 * portfolio's does, and draws nothing.)
 */
export function FlowViewControl(): null {
  return null;
}
