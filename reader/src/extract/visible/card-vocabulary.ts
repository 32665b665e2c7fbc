/**
 * The words recipe pages use for their parts, in the languages pages come in. A heading counts
 * when its whole text is one of these (a colon, a count or 'for 4 people' may follow).
 */
export const INGREDIENT_HEADINGS = [
  'ingredients',
  'ingredient list',
  'list of ingredients',
  'what you need',
  "what you'll need",
  'you will need',
  'shopping list',
  'zutaten',
  'zutatenliste',
  'das brauchst du',
  'das brauchen sie',
  'einkaufsliste',
  'ingrédients',
  'liste des ingrédients',
  "ce qu'il vous faut",
  'ingredients',
  'ingredientes',
  'ingrediënten',
  'ingrediëntenlijst',
  'ingredienten',
  'benodigdheden',
  'wat heb je nodig',
  'boodschappenlijst',
  'ingredienser',
  'ingredienti',
  'składniki',
  'suroviny',
  'ingredience',
  'přísady',
  'hozzávalók',
  'ainekset',
  'ainesosat',
  'sestavine',
  'sastojci',
  'ingrediente',
  'malzemeler',
  'ингредиенты',
  'продукты',
  '材料',
  '食材',
  '用料',
  '재료',
];

export const INSTRUCTION_HEADINGS = [
  'instructions',
  'method',
  'directions',
  'preparation',
  'steps',
  'step-by-step',
  'step by step',
  'how to make it',
  'how to make',
  'procedure',
  'zubereitung',
  'anleitung',
  'so geht es',
  "so geht's",
  'so wird es gemacht',
  "so wird's gemacht",
  'zubereitungsschritte',
  'arbeitsschritte',
  'préparation',
  'instructions',
  'étapes',
  'méthode',
  'déroulé',
  'réalisation',
  'preparación',
  'elaboración',
  'instrucciones',
  'pasos',
  'modo de preparo',
  'modo de preparação',
  'preparo',
  'bereiding',
  'bereidingswijze',
  'bereiden',
  'werkwijze',
  'instructies',
  'zo maak je het',
  'zo maak je',
  'aan de slag',
  'gör så här',
  'tillagning',
  'så gör du',
  'fremgangsmåde',
  'fremgangsmåte',
  'slik gjør du',
  'procedimento',
  'preparazione',
  'istruzioni',
  'przygotowanie',
  'sposób przygotowania',
  'postup',
  'příprava',
  'postup prípravy',
  'elkészítés',
  'elkészítése',
  'valmistus',
  'ohje',
  'priprava',
  'postopek',
  'hazırlanışı',
  'yapılışı',
  'приготовление',
  'способ приготовления',
  '作り方',
  '手順',
  '做法',
  '步骤',
  '만드는 법',
  '조리법',
];

/** Headings that end a recipe's part: what follows is no longer ingredients or steps. */
export const END_HEADINGS = [
  'notes',
  'note',
  'tips',
  'nutrition',
  'nutritional information',
  'nutrition information',
  'nutrition facts',
  'nutritional info',
  'nutritional values',
  'comments',
  'comment',
  'reviews',
  'leave a reply',
  'leave a comment',
  'kommentare',
  'commentaires',
  'reacties',
  'video',
  'equipment',
  'special equipment',
  'tools',
  'kitchen tools',
  'besonderes zubehör',
  'zubehör',
  'utensilien',
  'küchenutensilien',
  'küchengeräte',
  'ustensiles',
  'matériel',
  'utensilios',
  'utensili',
  'attrezzatura',
  'keukengerei',
  'redskaper',
  'redskaber',
  'utrustning',
  'related',
  'see also',
  'siehe auch',
  'voir aussi',
  'à voir aussi',
  'zie ook',
  'you may also like',
  'more recipes',
  'storage',
  'variations',
  'hinweise',
  'tipps',
  'nährwerte',
  'notizen',
  'remarques',
  'astuces',
  'conseils',
  'conservation',
  'notas',
  'consejos',
  'dicas',
  'tips',
  'opmerkingen',
  'ook lekker',
  'tips och tricks',
  'näringsvärde',
  'note',
  'consigli',
  'uwagi',
  'wskazówki',
  'poznámky',
  'tipy',
  'uwaga',
  'sugerencia',
  'sugerencias',
  'suggestion',
  'suggestions',
  'serving suggestion',
  'serving suggestions',
  'suggerimenti',
  'consejo',
  'dica',
  'astuce',
  'tipp',
  'hinweis',
  'anmerkung',
  'anmerkungen',
  'opmerking',
  'vinkki',
  'vinkit',
  'megjegyzés',
  'poznámka',
  'wskazówka',
  'nota',
  'ポイント',
  'コツ',
];

/** Words for a recipe's yield before or after its number: 'Serves 4', '4 Personen', '4人分'. */
export const SERVING_WORDS =
  /serv(?:es|ings?)|portions?|persons?|people|personen|portionen|personnes|parts|porciones|raciones|personas|porções|pessoas|porties|porsjoner|portioner|personer|porzioni|persone|porcje|porcji|osoby|osób|porce|porcia|adag|人分|人前/i;

const HOUR = String.raw`h|hrs?|hours?|std\.?|stunden?|heures?|horas?|uur|timmar|timme|timer|time|ore|ora|godz\.?|godzin[ay]?|hod(?:in[ay]?)?\.?|óra|órák|時間`;
const MINUTE = String.raw`m|mins?\.?|minutes?|minuten?|minuter|minutter|minutos?|minuti|minut[ya]?|perc|分`;

/** '1 hour 20 minutes', '1 Std. 20 Min.', '45 min', '1時間20分': hours and minutes with a unit. */
export const DURATION_PART = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)\s*(?:(${HOUR})|(${MINUTE}))(?![\p{L}])`,
  'giu',
);

/** The part of a page a heading opens, or null when its text is no such heading. */
export type HeadingKind = 'ingredients' | 'instructions' | 'end';

const comparable = (s: string) =>
  s
    .toLowerCase()
    // A pictogram before the word ('🛒 What you’ll need', '» Zubereitung') is decoration.
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[‘’]/g, "'")
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/[:：.!*]+\s*$/, '')
    .trim();

function startsWithWord(text: string, words: string[]): boolean {
  return words.some((word) => {
    if (!text.startsWith(word)) return false;
    const rest = text.slice(word.length);
    // Nothing, or a qualifier: 'for 4 people', '(serves 4)', ' – 4 Personen', 'für den Teig'.
    return rest === '' || /^[\s(（:：–-]/.test(rest) || /^[\p{Script=Han}\p{Script=Hiragana}]/u.test(word);
  });
}

/** Longer than this, a line is prose that happens to start with the word. */
const MAX_HEADING_CHARS = 48;
/** A heading element may say more: 'Ingredients list for the creamy spinach turkey meatballs'. */
export const MAX_HEADING_ELEMENT_CHARS = 80;

/** Words a heading may put before the part's name: "Here's how to make it", 'Cooking instructions', 'Recipe ingredients'. */
const LEAD_IN = /^(?:here['’]?s|here is|recipe|cooking|the)\s+/;

export function headingKind(raw: string, maxChars = MAX_HEADING_CHARS): HeadingKind | null {
  const text = comparable(raw).replace(LEAD_IN, '');
  if (!text || text.length > maxChars) return null;
  if (startsWithWord(text, INGREDIENT_HEADINGS)) return 'ingredients';
  if (startsWithWord(text, INSTRUCTION_HEADINGS)) return 'instructions';
  // A count before the word ('5 Comments', '12 Reviews') is the page's, the heading the same.
  if (startsWithWord(text.replace(/^\d+\s+/, ''), END_HEADINGS)) return 'end';
  return null;
}
