import { useContext, useEffect } from 'react';
import { defaultHead, scriptJson, type HeadData } from '../head/head-data';
import { HeadContext } from '../head/HeadContext';
import { absoluteUrl, site } from '../site';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function meta(attribute: 'name' | 'property', key: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  };
}

/** Replaces the page's JSON-LD scripts with `data` (one script per object). */
function setJsonLd(data: readonly object[]) {
  const json = data.map(scriptJson);
  const current = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
  if (current.length === json.length && current.every((s, i) => s.textContent === json[i])) return;
  for (const script of current) script.remove();
  for (const text of json) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    document.head.appendChild(script);
  }
}

type PageMetaProps = Partial<Omit<HeadData, 'path'>> & Pick<HeadData, 'path'>;

/**
 * The page's head: title, description, canonical, og, robots and JSON-LD.
 * In a server render it hands them to the pre-renderer (HeadContext); in the
 * browser an effect keeps the document in step on every client navigation.
 */
export function PageMeta({ title, description, path, robots, jsonLd }: PageMetaProps) {
  const head: HeadData = {
    title: title ?? defaultHead.title,
    description: description ?? defaultHead.description,
    path,
    robots,
    jsonLd,
  };
  const collector = useContext(HeadContext);
  if (collector) collector.head = head;
  useEffect(() => {
    const url = absoluteUrl(head.path);
    document.title = head.title;
    setMeta('meta[name="description"]', meta('name', 'description'), 'content', head.description);
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', url);
    setMeta('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
    setMeta('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.title);
    setMeta('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
    setMeta('meta[property="og:site_name"]', meta('property', 'og:site_name'), 'content', site.name);
    setMeta('meta[name="robots"]', meta('name', 'robots'), 'content', head.robots ?? 'index, follow');
    setJsonLd(head.jsonLd ?? []);
  }, [head.title, head.description, head.path, head.robots, head.jsonLd]);
  return null;
}
