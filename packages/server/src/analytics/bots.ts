/**
 * User agents that are not shoppers: crawlers, link previewers, monitors, headless browsers and
 * HTTP libraries. Most of them run no script and so send no beacon at all; this list catches
 * those that do (and anyone posting beacons by hand with such a name). No user agent: not a shopper.
 * (Cubot is a phone maker, not a bot.)
 */
const BOT_AGENT =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|phantomjs|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-|httpclient|okhttp|go-http|java\/|node-fetch|axios\/|undici|scrapy|postman/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}
