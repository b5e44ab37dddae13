import { describe, expect, it } from 'vitest';
import { GRAPH, TABLE } from './fixtures.ts';
import { cssInLoadOrder, entryCss, pageCss } from './pageCss.ts';

describe('page CSS', () => {
  it("holds the entry's stylesheets and those of everything it imports", () => {
    expect([...entryCss(GRAPH, 'assets/index.js')]).toEqual(['assets/index.css', 'assets/app.css']);
  });

  it("orders a chunk's stylesheets as the loader adds them: its imports' first", () => {
    expect(cssInLoadOrder(GRAPH, 'assets/Home.js', new Set())).toEqual([
      'assets/app.css',
      'assets/Card.css',
      'assets/Home.css',
    ]);
    expect(cssInLoadOrder(GRAPH, 'assets/Home.js', new Set(['assets/app.css']))).toEqual([
      'assets/Card.css',
      'assets/Home.css',
    ]);
  });

  it("gives each route its page's own stylesheets, after the entry's", () => {
    const css = pageCss(GRAPH, 'assets/index.js', TABLE, []);
    expect(css.get('/')).toEqual(['assets/Card.css', 'assets/Home.css']);
    expect(css.get('/new')).toEqual(['assets/Card.css', 'assets/List.css']);
    expect(css.get('/item/:id')).toEqual(['assets/Item.css']);
    expect(css.get('*')).toEqual([]);
  });

  it('adds the look of the parts painted before their code comes to every page, once', () => {
    const css = pageCss(GRAPH, 'assets/index.js', TABLE, ['src/app/Footer.tsx']);
    expect(css.get('/')).toEqual(['assets/Card.css', 'assets/Home.css', 'assets/Footer.css']);
    expect(css.get('/item/:id')).toEqual([
      'assets/Item.css',
      'assets/Card.css',
      'assets/Footer.css',
    ]);
    expect(css.get('*')).toEqual(['assets/Card.css', 'assets/Footer.css']);
    expect(() => pageCss(GRAPH, 'assets/index.js', TABLE, ['src/app/Gone.tsx'])).toThrow(
      /no chunk holds src\/app\/Gone/,
    );
  });

  it('adds a part only one page has to that page alone', () => {
    const css = pageCss(GRAPH, 'assets/index.js', TABLE, [
      { part: 'src/app/Footer.tsx', page: 'pages/Item' },
    ]);
    expect(css.get('/item/:id')).toEqual([
      'assets/Item.css',
      'assets/Card.css',
      'assets/Footer.css',
    ]);
    expect(css.get('/')).toEqual(['assets/Card.css', 'assets/Home.css']);
  });
});
