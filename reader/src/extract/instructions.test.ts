import { describe, expect, it } from 'vitest';
import { parseInstructions } from './instructions.ts';

const step = (text: string, name?: string) => ({ '@type': 'HowToStep', text, ...(name ? { name } : {}) });
const described = (value: unknown) => parseInstructions(value).map((s) => s.description);

describe('parseInstructions', () => {
  it('ignores a step name that only repeats the first words of its text, whatever the case', () => {
    const found = parseInstructions([
      step('Heat the oven to 200°C. Grease a tin.', 'Heat the oven to 200°C...'),
      step('Re-roll the scraps and cut again.', 'Re-Roll'),
    ]);
    expect(found).toEqual([
      { step: 1, description: 'Heat the oven to 200°C. Grease a tin.', section: null },
      { step: 2, description: 'Re-roll the scraps and cut again.', section: null },
    ]);
  });

  it('makes a heading name the section of its step and of the unnamed steps after it', () => {
    const found = parseInstructions([
      step('Whisk the eggs with the sugar.', 'Sponge'),
      step('Fold in the flour.'),
      step('Boil the cream and pour it over the chocolate.', 'Ganache:'),
      step('Chill the cake for an hour.', 'Chill the cake'),
    ]);
    expect(found.map((s) => [s.section, s.description])).toEqual([
      ['Sponge', 'Whisk the eggs with the sugar.'],
      ['Sponge', 'Fold in the flour.'],
      ['Ganache', 'Boil the cream and pour it over the chocolate.'],
      [null, 'Chill the cake for an hour.'],
    ]);
  });

  it('takes a long name that heads its step, with a remark in parentheses, as its section', () => {
    const name = 'Preparing the meringue (you can skip this stage if you prefer the tart without meringue)';
    const found = parseInstructions([step('Whisk the egg whites until stiff.', name)]);
    expect(found.map((s) => s.section)).toEqual([name]);
  });

  it('does not take a step’s text, given again in other words as its name, as a heading', () => {
    const text =
      'Whisk the egg whites with a pinch of salt until they hold stiff peaks, then fold in the sugar.';
    const name =
      'Beat the egg whites with a little salt until they are stiff, fold in the sugar, spread the meringue over the tart and bake it ten minutes more.';
    expect(parseInstructions([step(text, name)]).map((s) => s.section)).toEqual([null]);
  });

  it('keeps the HowToSection as the section when its steps also have headings', () => {
    const found = parseInstructions([
      {
        '@type': 'HowToSection',
        name: 'For the icing',
        itemListElement: [step('Beat the butter until pale.', 'Cream')],
      },
    ]);
    expect(found).toEqual([
      { step: 1, description: 'Beat the butter until pale.', section: 'For the icing' },
    ]);
  });

  it('keeps a step’s outline of several words, inside a named section, as a line before its text', () => {
    const found = parseInstructions([
      {
        '@type': 'HowToSection',
        name: 'Sponge',
        itemListElement: [
          step('Whisk the eggs with the sugar until pale.', 'Beat eggs and sugar'),
          step('Fold in the flour and bake for 25 minutes.', 'Bake the sponge.'),
        ],
      },
    ]);
    expect(found.map((s) => [s.section, s.description])).toEqual([
      ['Sponge', 'Beat eggs and sugar'],
      ['Sponge', 'Whisk the eggs with the sugar until pale.'],
      ['Sponge', 'Bake the sponge.'],
      ['Sponge', 'Fold in the flour and bake for 25 minutes.'],
    ]);
  });

  it('keeps no numbered label nor a name cut short with an ellipsis as a line of a section', () => {
    const found = parseInstructions([
      {
        '@type': 'HowToSection',
        name: 'Sauce',
        itemListElement: [
          step('Soften the onion in the butter.', 'Step 1'),
          step('Add 120 g cream and simmer.', 'Add 1...'),
          step('Season with salt.', 'Étape 3'),
        ],
      },
    ]);
    expect(found.map((s) => s.description)).toEqual([
      'Soften the onion in the butter.',
      'Add 120 g cream and simmer.',
      'Season with salt.',
    ]);
  });

  it('reads a name and a text that starts in lower case as one sentence', () => {
    expect(described([step('with rice and a green salad.', 'Serve')])).toEqual([
      'Serve with rice and a green salad.',
    ]);
  });

  it('joins a step that goes on with the sentence the step before it left open', () => {
    expect(
      described([
        step('Cut the tomatoes in quarters,'),
        step('the courgettes in slices.'),
        step('Soften the peppers'),
        step('and the onion in the oil.'),
      ]),
    ).toEqual([
      'Cut the tomatoes in quarters, the courgettes in slices.',
      'Soften the peppers and the onion in the oil.',
    ]);
  });

  it('keeps a step in lower case after a finished sentence, or in another section, as a step', () => {
    expect(described([step('Heat the oil.'), step('add the onions and fry them.')])).toEqual([
      'Heat the oil.',
      'add the onions and fry them.',
    ]);
    const sections = parseInstructions([
      { '@type': 'HowToSection', name: 'Sauce', itemListElement: [step('Simmer the tomatoes')] },
      { '@type': 'HowToSection', name: 'Pasta', itemListElement: [step('boil the pasta in salted water.')] },
    ]);
    expect(sections.map((s) => s.description)).toEqual([
      'Simmer the tomatoes',
      'boil the pasta in salted water.',
    ]);
  });

  it('gives one step per list item or paragraph of an HTML string, and source line wrapping is not a break', () => {
    expect(described('<ol><li>Rinse the lentils.</li><li>Simmer for\n  20 minutes.</li></ol>')).toEqual([
      'Rinse the lentils.',
      'Simmer for 20 minutes.',
    ]);
    expect(described('<p>Toast the seeds.</p><p>Grind them.<br/>Sift the powder.</p>')).toEqual([
      'Toast the seeds.',
      'Grind them.',
      'Sift the powder.',
    ]);
  });

  it('drops the step numbers and bullets a list written as text carries', () => {
    expect(described('1. Soak the beans.\n2) Drain them.\nStep 3: Cook them.')).toEqual([
      'Soak the beans.',
      'Drain them.',
      'Cook them.',
    ]);
    expect(described(' 1: <p>Soak the beans.</p> 2: <p>Drain them.</p>')).toEqual([
      'Soak the beans.',
      'Drain them.',
    ]);
    expect(described([step('* Peel the pears.\n\n* Poach them in wine.')])).toEqual([
      'Peel the pears.',
      'Poach them in wine.',
    ]);
  });

  it('decodes entities, even doubly encoded ones, and strips tags inside a step', () => {
    expect(described([step('Stir &amp;amp; serve <b>hot</b> at 90&amp;deg;C.')])).toEqual([
      'Stir & serve hot at 90°C.',
    ]);
  });

  it('splits a method written as one string at its numbering, in the page’s language', () => {
    expect(described('1. Heat the oven to 180 °C. 2. Mix 2 eggs with the sugar. 3) Bake.')).toEqual([
      'Heat the oven to 180 °C.',
      'Mix 2 eggs with the sugar.',
      'Bake.',
    ]);
    expect(described('Schritt 1 Teig rühren. Schritt 2 Backen.')).toEqual(['Teig rühren.', 'Backen.']);
  });

  it('does not read a number inside a sentence as numbering', () => {
    expect(described(['Bake at 180. 2 eggs are enough for this.'])).toEqual([
      'Bake at 180. 2 eggs are enough for this.',
    ]);
  });

  it('drops a notes block written into the method, and only the rest of its section', () => {
    const found = parseInstructions([
      {
        '@type': 'HowToSection',
        name: 'Salad',
        itemListElement: [
          step('Slice the cucumbers.'),
          step('Uwaga:'),
          step('Small cucumbers have fewer seeds.'),
        ],
      },
      { '@type': 'HowToSection', name: 'Dressing', itemListElement: [step('Stir the cream with dill.')] },
    ]);
    expect(found.map((s) => [s.section, s.description])).toEqual([
      ['Salad', 'Slice the cucumbers.'],
      ['Dressing', 'Stir the cream with dill.'],
    ]);
    expect(described(['Mix.', 'Notes', 'Keeps for two days.'])).toEqual(['Mix.']);
  });

  it('splits a method written as one paragraph into its sentences, abbreviations kept whole', () => {
    expect(described('Heat approx. 2 tbsp. Oil in a pan. Fry the onion. Serve hot!')).toEqual([
      'Heat approx. 2 tbsp. Oil in a pan.',
      'Fry the onion.',
      'Serve hot!',
    ]);
  });

  it('reads a method given as the one string of a list as it reads a bare string, without the method’s label', () => {
    expect(described(['Bereiden: Verhit de olie. Fruit de ui aan.Voeg de tijm toe. Laat koken.'])).toEqual([
      'Verhit de olie. Fruit de ui aan.',
      'Voeg de tijm toe. Laat koken.',
    ]);
  });

  it('keeps a first step’s label that is no heading of the method (“Dough: …”), and a list of several strings as it is', () => {
    expect(described(['Dough: mix the flour with the water. Knead it.'])).toEqual([
      'Dough: mix the flour with the water.',
      'Knead it.',
    ]);
    expect(described(['Method: mix the flour. Knead it.', 'Bake.'])).toEqual([
      'Method: mix the flour. Knead it.',
      'Bake.',
    ]);
  });

  it('splits a method whose paragraphs were joined without a break at the joins, not at every sentence', () => {
    expect(
      described(
        'Rinse the chickpeas. Peel the garlic.Blend both with the oil. Season to taste.Fry the patties.',
      ),
    ).toEqual([
      'Rinse the chickpeas. Peel the garlic.',
      'Blend both with the oil. Season to taste.',
      'Fry the patties.',
    ]);
  });

  it('takes no step from what is left between a list’s paragraphs or of broken markup', () => {
    expect(described('<p>Preheat the oven.</p>\n, <p>Whisk the flour and salt.</p>\n, <p>Bake.</p>')).toEqual(
      ['Preheat the oven.', 'Whisk the flour and salt.', 'Bake.'],
    );
    expect(described(['[{'])).toEqual([]);
  });

  it('takes a step that only heads the method or the steps after it as their section', () => {
    const found = parseInstructions([
      'Zo maak je het:',
      'Cook the ravioli in salted water.',
      'Melt the butter with the sage.',
      'For the sauce:',
      'Whisk the yolks into the butter.',
    ]);
    expect(found.map((s) => [s.section, s.description])).toEqual([
      ['Zo maak je het', 'Cook the ravioli in salted water.'],
      ['Zo maak je het', 'Melt the butter with the sage.'],
      ['For the sauce', 'Whisk the yolks into the butter.'],
    ]);
    expect(described(['PREPARATION', 'Chop the leaves.', 'Fry them in oil.'])).toEqual([
      'Chop the leaves.',
      'Fry them in oil.',
    ]);
  });

  it('keeps a sentence that leads into the next step, and a method of one line, as steps', () => {
    expect(described(['Mix the following in a bowl: flour, sugar and salt.', 'Bake.'])).toHaveLength(2);
    expect(described(['Then add, one by one, all of these:', 'Eggs and milk.'])).toHaveLength(2);
  });

  it('reads the steps of a section whose list property a site capitalised', () => {
    const found = parseInstructions([
      {
        '@type': 'HowToSection',
        name: 'Rice',
        ItemListElement: [{ '@type': 'HowToStep', text: 'Cook the rice.' }],
      },
    ]);
    expect(found.map((s) => [s.section, s.description])).toEqual([['Rice', 'Cook the rice.']]);
  });

  it('keeps a step’s paragraphs in one step, and splits only a list written inside it', () => {
    expect(
      described([step('Halve the tomatoes.\nRoughly chop the coriander.'), step('Toss with the salmon.')]),
    ).toEqual(['Halve the tomatoes. Roughly chop the coriander.', 'Toss with the salmon.']);
    expect(
      described([step('&lt;p&gt;Halve the tomatoes.&lt;/p&gt;\n&lt;p&gt;Chop the coriander.&lt;/p&gt;')]),
    ).toEqual(['Halve the tomatoes.', 'Chop the coriander.']);
    expect(described([step('1. Halve the tomatoes.\n2. Chop the coriander.')])).toEqual([
      'Halve the tomatoes.',
      'Chop the coriander.',
    ]);
  });
});
