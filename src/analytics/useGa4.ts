import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import site from 'virtual:site';
import type { TrackingSource } from '../dataLayer/mirrorToDataLayer.ts';
import { mirrorToGtag } from './mirrorToGtag.ts';
import { pageGtag } from './pageGtag.ts';
import { sendPageView } from './sendPageView.ts';
import { PURCHASE_ATTRIBUTE, readPaidPurchase } from '../engine/payments/paidPurchase.ts';
import { sendPaidPurchase, type SentMarks } from './sendPaidPurchase.ts';

const measures = site.analytics.measurementId !== undefined;

/** localStorage, or none where the browser refuses it (reading `window.localStorage` throws there). */
function sentMarks(): SentMarks {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * On a funnel page: its tracking plan's events to GA4, once the visitor accepts (mirrorToGtag). On the thank-you
 * page a paying funnel's worker serves for a paid order, that order's purchase too (sendPaidPurchase). Nothing
 * without a measurement ID.
 */
export function useGa4Events(actor: TrackingSource): void {
  useEffect(() => (measures ? mirrorToGtag(actor, pageGtag()) : undefined), [actor]);
  useEffect(() => {
    if (!measures) return undefined;
    const receipt = document.querySelector(`[${PURCHASE_ATTRIBUTE}]`)?.getAttribute(PURCHASE_ATTRIBUTE);
    return sendPaidPurchase(pageGtag(), readPaidPurchase(receipt), sentMarks());
  }, []);
}

/** The portfolio's funnel pages are all under /funnels/ (a client's site says which are its own). */
const portfolioFunnelPage = (pathname: string) => pathname.startsWith('/funnels/');

/** On every other page: one page_view per address, once the visitor accepts (sendPageView). Funnel pages send their plan's own. */
export function useGa4PageViews(isFunnelPage: (pathname: string) => boolean = portfolioFunnelPage): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!measures || isFunnelPage(pathname)) return undefined;
    return sendPageView(pageGtag(), { page_location: window.location.href, page_title: document.title });
  }, [pathname, isFunnelPage]);
}
