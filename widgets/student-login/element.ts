import { defineElement } from '../../src/element';
import { StudentLogin } from './StudentLogin';

/** Registers <soma-student-login>: what the loader imports the first time the element appears. */
export const element = defineElement('soma-student-login', StudentLogin);
