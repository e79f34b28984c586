import { defineWidget } from '../../src/element';
import { StudentLogin } from './StudentLogin';

/** Registers <soma-student-login>. */
export const element = defineWidget('soma-student-login', StudentLogin);
