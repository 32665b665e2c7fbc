// What a stylesheet import becomes in the Node build: the browser build ships the CSS.
export {};
