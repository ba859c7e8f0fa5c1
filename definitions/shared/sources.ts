/**
 * Sources that several definitions cite, written once so a correction reaches every page that cites them. Each
 * definition still says, beside its own claims, what they rest on.
 */
import type { Source } from '../../engine';

/**
 * WordStream by LocaliQ's 2026 Google Ads benchmarks, the 10th edition (13,474 US Google Ads and Microsoft Ads search
 * campaigns, April 2025 to March 2026): search CTR 6.64%, CPC $5.42, conversion rate 8.18%, cost per lead $66.69. The
 * page itself is not among the stored pages; its figures are quoted by stored pages (prismnews.com, victorinollc.com,
 * mbadv.agency), and its title and address are cited together by several public repositories (checked 2026-11-27).
 * These figures are medians, though often quoted as averages: victorinollc.com gives 8.18% as "a median", and
 * WordStream's benchmarks have been medians since at least 2018 ("Benchmarks highlighted are medians", its 2018 Search
 * Marketing Industry Benchmarks slides on slideshare.net; "The benchmarks are Medians", its 2019 webinar on pdfslide.us;
 * "'Averages' are technically median figures to account for outliers", the 2021 edition as stored on
 * research-institute.org). Pages citing it call them medians (checked 2026-11-29).
 */
export const wordstreamGoogleAds2026: Source = {
  id: 'wordstreamGoogleAds2026',
  publisher: 'WordStream by LocaliQ',
  title: 'Google Ads Benchmarks 2026: Competitive Data & Insights for Every Industry',
  year: 2026,
  url: 'https://www.wordstream.com/blog/2026-google-ads-benchmarks',
};

/**
 * WordStream by LocaliQ's 2025 Google Ads benchmarks (data April 2024 to March 2025): search CTR 6.66%, CPC $5.26,
 * conversion rate 7.52%, cost per lead $70.11. The page itself is not among the stored pages; its title and address are
 * cited together by several public repositories, and its figures are quoted by several sites (checked 2026-11-24).
 */
export const wordstreamGoogleAds2025: Source = {
  id: 'wordstreamGoogleAds2025',
  publisher: 'WordStream by LocaliQ',
  title: 'Google Ads Benchmarks 2025: Competitive Data & Insights for Every Industry',
  year: 2025,
  url: 'https://www.wordstream.com/blog/2025-google-ads-benchmarks',
};

/**
 * WordStream's industry benchmarks post of 29 February 2016 (its address), later updated with 2018 data (search CTR 3.17%,
 * display 0.46%, display CPC $0.63); its first figures (search CTR 1.91%, CPC $2.32, and a cost per action, not a cost
 * per lead, which the 2026 edition quotes as $59.18) were Q2 2015 data. Checked 2026-11-24 through stored pages quoting
 * it and a stored copy of WordStream's "Google Ads Benchmarks: 2016 vs. 2018". Pages date the study 2016, as this source
 * is, and its update 2018, never "2015 data" (2026-11-29).
 */
export const wordstreamGoogleAds2016: Source = {
  id: 'wordstreamGoogleAds2016',
  publisher: 'WordStream',
  title: 'Google Ads Benchmarks for YOUR Industry',
  year: 2016,
  url: 'https://www.wordstream.com/blog/ws/2016/02/29/google-adwords-industry-benchmarks',
};

/**
 * David Skok's SaaS Metrics 2.0 (2013): LTV at least 3 times CAC, CAC recovered within 12 months. The guide itself is not
 * stored here; its title, author and targets are quoted by stored pages, and many public repositories cite the address
 * (checked 2026-11-24).
 */
export const skokSaasMetrics: Source = {
  id: 'skokSaasMetrics',
  publisher: 'David Skok, For Entrepreneurs',
  title: 'SaaS Metrics 2.0 – A Guide to Measuring and Improving What Matters',
  year: 2013,
  url: 'https://www.forentrepreneurs.com/saas-metrics-2/',
};

/**
 * Google Analytics 4's default channel group (the Organic Search and paid channels). Checked 2026-11-24 in stored copies of
 * the Japanese and French versions of the page; undated help page, the year is when it was checked.
 */
export const ga4ChannelGroup: Source = {
  id: 'ga4ChannelGroup',
  publisher: 'Google Analytics Help',
  title: '[GA4] Default channel group',
  year: 2026,
  url: 'https://support.google.com/analytics/answer/9756891',
};

/**
 * Investopedia's growth rate definition: backs the growth formula only, no figure. The page is not stored here; its
 * address is cited under this title by other sources (checked 2026-11-24).
 */
export const investopediaGrowthRates: Source = {
  id: 'investopediaGrowthRates',
  publisher: 'Investopedia',
  title: 'Growth Rates',
  year: 2026,
  url: 'https://www.investopedia.com/terms/g/growthrates.asp',
};

/**
 * BrightEdge's Channel Share Report (data of May 2019): organic search 53% of trackable (non-direct) traffic, paid search
 * 15%. The page is not stored here; web.dev and an academic paper cite it, and several sites quote the figures (checked 2026-11-24).
 */
export const brightEdgeChannelShare: Source = {
  id: 'brightEdgeChannelShare',
  publisher: 'BrightEdge',
  title: 'Channel Share Report',
  year: 2019,
  url: 'https://www.brightedge.com/resources/research-reports/channel_share',
};
