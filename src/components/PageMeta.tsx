import { useEffect } from 'react';
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

/**
 * Sets the page title, description, canonical, og and robots tags. Runs in an
 * effect, so it is safe on the server (pre-rendering writes the same tags
 * into the markup).
 */
export function PageMeta({ title, description, path, robots }: { title?: string; description?: string; path: string; robots?: string }) {
  useEffect(() => {
    const fullTitle = title ?? site.defaultTitle;
    const text = description ?? site.defaultDescription;
    const url = absoluteUrl(path);
    document.title = fullTitle;
    setMeta('meta[name="description"]', meta('name', 'description'), 'content', text);
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', url);
    setMeta('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
    setMeta('meta[property="og:title"]', meta('property', 'og:title'), 'content', fullTitle);
    setMeta('meta[property="og:description"]', meta('property', 'og:description'), 'content', text);
    setMeta('meta[name="robots"]', meta('name', 'robots'), 'content', robots ?? 'index, follow');
  }, [title, description, path, robots]);
  return null;
}
